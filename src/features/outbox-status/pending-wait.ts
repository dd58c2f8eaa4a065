/** The line a pending record shows on /outbox: why it waits and when it is tried next (en-US hour:minute). */
import { formatHourMinute } from '../../lib/format-hour-minute';
import type { DeliveryState } from '../../outbox/records';
import type { NextTry } from './outbox-snapshot';
import { pendingWaitTexts } from './outbox-status-texts';

/**
 * Why `record` waits and until when; undefined unless it is pending. The reason is that of the wait
 * holding every record back (the latest), else the one the record last met; the time is that wait's end.
 */
export function pendingWaitText(
  record: Pick<DeliveryState, 'status' | 'attempts' | 'lastErrorKind'>,
  nextTry: NextTry | undefined,
  hasBackend: boolean,
  timeZone?: string,
): string | undefined {
  if (record.status !== 'pending') return undefined;
  if (!hasBackend) return pendingWaitTexts.noBackend;
  const reason = nextTry?.reason ?? record.lastErrorKind;
  const why =
    reason === undefined
      ? record.attempts === 0
        ? pendingWaitTexts.notTriedYet
        : pendingWaitTexts.otherReason
      : pendingWaitTexts.reasons[reason];
  const when = nextTry === undefined ? pendingWaitTexts.nextTryNow : pendingWaitTexts.nextTryAt(formatHourMinute(nextTry.at, timeZone));
  return `${why} ${when}`;
}
