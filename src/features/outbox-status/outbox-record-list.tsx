/** The stored records, newest first: who, masked email, excerpt, time, status, attempts, last error, why a pending one waits, and Send again for a refused one. */
import { OutboxSection } from './outbox-section';
import { RotateCcw } from 'lucide-react';
import { replayPageOutbox } from '../../outbox/page/outbox-sync';
import type { OutboxDb } from '../../outbox/database';
import type { OutboxEntry, OutboxKind } from '../../outbox/records';
import { resend } from '../../outbox/store';
import { kindSingular, outboxStatusTexts } from './outbox-status-texts';
import type { NextTry } from './outbox-snapshot';
import { pendingWaitText } from './pending-wait';
import { firstChatTurns } from './first-chat-turns';
import { recordView } from './record-view';
import { StatusBadge } from './status-badge';

// Back in the queue, then one round at once; the live query shows what became of it.
async function sendAgain(db: OutboxDb, kind: OutboxKind, id: string): Promise<void> {
  try {
    if (await resend(db, kind, id)) await replayPageOutbox({ force: true });
  } catch {
    // Storage or network trouble: the record is pending again and the page loop retries it.
  }
}

/** At most this many records are drawn; the counts and exports still cover every record. */
export const RECORDS_SHOWN = 200;

interface RecordListProps {
  db: OutboxDb;
  entries: readonly OutboxEntry[];
  nextTry?: NextTry;
  hasBackend: boolean;
  timeZone?: string;
}

/** The records list; `timeZone` is for tests. */
export function OutboxRecordList({ db, entries, nextTry, hasBackend, timeZone }: RecordListProps) {
  // A chat turn is named by its conversation's first question, which may be among the records not drawn.
  const firstTurns = firstChatTurns(entries);
  const shown = entries.slice(0, RECORDS_SHOWN).map((entry) => ({
    ...recordView(entry, timeZone, entry.kind === 'conversation' ? firstTurns.get(entry.record.sessionId) : undefined),
    id: entry.record.id,
    waiting: pendingWaitText(entry.record, nextTry, hasBackend, timeZone),
  }));
  return (
    <OutboxSection id="outbox-records-heading" heading={outboxStatusTexts.recordsHeading}>
      {entries.length === 0 ? <p className="mt-4 text-muted">{outboxStatusTexts.noRecords}</p> : null}
      {entries.length > shown.length ? <p className="mt-2 text-sm text-muted">{outboxStatusTexts.shownOf(shown.length, entries.length)}</p> : null}
      <ol className="mt-4 grid grid-cols-1 gap-3" data-testid="outbox-records">
        {shown.map((view) => (
          <li key={view.key} data-kind={view.kind} data-status={view.status} className="rounded-lg border border-navy-100 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="text-xs font-semibold tracking-wider text-accent-700 uppercase">{kindSingular[view.kind]}</span>
              <StatusBadge status={view.status} />
              <time dateTime={view.timestamp} className="ml-auto text-sm text-muted">
                {view.time}
              </time>
            </div>
            <p className="mt-2 font-semibold break-words text-navy-900">
              {view.who}
              {view.maskedEmail ? <span className="ml-2 font-normal text-muted">{view.maskedEmail}</span> : null}
            </p>
            {view.topic ? <p className="mt-1 text-sm font-semibold text-navy-800">{view.topic}</p> : null}
            {view.excerpt ? <p className="mt-1 break-words text-ink">{view.excerpt}</p> : null}
            <p className="mt-2 text-sm text-muted">
              {outboxStatusTexts.attempts(view.attempts)}
              {view.lastError ? (
                <>
                  {' · '}
                  <span className={view.status === 'rejected' ? 'text-red-800' : undefined}>
                    {outboxStatusTexts.lastError} {view.lastError}
                  </span>
                </>
              ) : null}
            </p>
            {view.waiting ? (
              <p data-testid="outbox-waiting" className="mt-1 text-sm text-navy-800">
                {view.waiting}
              </p>
            ) : null}
            {view.status === 'rejected' ? (
              <button
                type="button"
                className="btn-outline mt-3 px-3 py-1.5 text-sm"
                aria-label={outboxStatusTexts.sendAgainLabel(view.who)}
                onClick={() => void sendAgain(db, view.kind, view.id)}
              >
                <RotateCcw aria-hidden="true" className="size-4" />
                {outboxStatusTexts.sendAgain}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </OutboxSection>
  );
}
