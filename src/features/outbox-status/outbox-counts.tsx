/** Counts of pending, delivered and rejected records per kind, with a total row. */
import { OutboxSection } from './outbox-section';
import { OUTBOX_KINDS } from '../../outbox/records';
import type { StatusCounts } from './outbox-snapshot';
import type { OutboxKind } from '../../outbox/records';
import { kindLabels, outboxStatusTexts, statusLabels } from './outbox-status-texts';

const STATUSES = ['pending', 'delivered', 'rejected'] as const;

/** The counts table. */
export function OutboxCounts({ counts }: { counts: Record<OutboxKind, StatusCounts> }) {
  const total = (status: (typeof STATUSES)[number]) => OUTBOX_KINDS.reduce((sum, kind) => sum + counts[kind][status], 0);
  return (
    <OutboxSection id="outbox-counts-heading" heading={outboxStatusTexts.countsHeading}>
      <div className="mt-4 max-w-2xl overflow-x-auto rounded-lg border border-navy-100">
        <table className="w-full min-w-[19rem] text-left text-sm sm:text-base">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              <th scope="col" className="px-2.5 py-3 sm:px-4 font-semibold">
                {outboxStatusTexts.kindColumn}
              </th>
              {STATUSES.map((status) => (
                <th key={status} scope="col" className="px-2.5 py-3 sm:px-4 text-right font-semibold">
                  {statusLabels[status]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {OUTBOX_KINDS.map((kind) => (
              <tr key={kind} data-kind={kind} className="border-t border-navy-100">
                <th scope="row" className="px-2.5 py-3 sm:px-4 font-semibold text-navy-900">
                  {kindLabels[kind]}
                </th>
                {STATUSES.map((status) => (
                  <td key={status} data-status={status} className="px-2.5 py-3 sm:px-4 text-right tabular-nums">
                    {counts[kind][status]}
                  </td>
                ))}
              </tr>
            ))}
            <tr data-kind="all" className="border-t-2 border-navy-100 bg-navy-50/60">
              <th scope="row" className="px-2.5 py-3 sm:px-4 font-semibold text-navy-900">
                {outboxStatusTexts.totalRow}
              </th>
              {STATUSES.map((status) => (
                <td key={status} data-status={status} className="px-2.5 py-3 sm:px-4 text-right font-semibold tabular-nums">
                  {total(status)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </OutboxSection>
  );
}
