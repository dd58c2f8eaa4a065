/** Housekeeping: delivered records are kept for a while for the operations page, then removed. */
import { tableFor, type OutboxDb } from './outbox-db';
import { OUTBOX_KINDS } from './record-types';

/** How long a delivered record stays on the device. */
export const DELIVERED_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes records delivered more than `maxAgeDays` before `now` (by deliveredAt, else timestamp); returns how many. */
export async function pruneDelivered(
  db: OutboxDb,
  now: Date = new Date(),
  maxAgeDays: number = DELIVERED_RETENTION_DAYS,
): Promise<number> {
  const cutoff = now.getTime() - maxAgeDays * DAY_MS;
  const removed = await Promise.all(
    OUTBOX_KINDS.map((kind) =>
      tableFor(db, kind)
        .where('status')
        .equals('delivered')
        .filter((record) => Date.parse(record.deliveredAt ?? record.timestamp) < cutoff)
        .delete(),
    ),
  );
  return removed.reduce((sum, count) => sum + count, 0);
}
