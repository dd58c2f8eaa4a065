/** Reads everything the operations page shows in one pass: counts per kind and status, and the records. */
import { tableFor, type OutboxDb } from '../../outbox/database';
import { holdingAt, PACING_KEY, pacingFrom } from '../../outbox/pacing';
import { OUTBOX_KINDS, type DeliveryStatus, type OutboxEntry, type OutboxKind, type QueueReason } from '../../outbox/records';

/** How many records of one kind are in each status. */
export type StatusCounts = Record<DeliveryStatus, number>;

/** When waiting records are tried next (device time, ms) and what they wait out. */
export interface NextTry {
  at: number;
  reason?: QueueReason;
}

/**
 * The page's data: counts per kind, every record newest first, the undelivered ones (pending and
 * refused) oldest first for export, the last configuration error of a waiting record, if any, and
 * the next try while a wait shared by every context holds delivery back.
 */
export interface OutboxSnapshot {
  counts: Record<OutboxKind, StatusCounts>;
  newestFirst: OutboxEntry[];
  undelivered: OutboxEntry[];
  configurationError?: string;
  nextTry?: NextTry;
}

async function nextTryOf(db: OutboxDb, now: number): Promise<NextTry | undefined> {
  const { delayMs, reason } = holdingAt(pacingFrom(await db.meta.get(PACING_KEY), now), now, { backoff: true, offline: true });
  return delayMs > 0 ? { at: now + delayMs, reason } : undefined;
}

const emptyCounts = (): StatusCounts => ({ pending: 0, delivered: 0, rejected: 0 });

const byTimestamp = (a: OutboxEntry, b: OutboxEntry) =>
  a.record.timestamp < b.record.timestamp ? -1 : a.record.timestamp > b.record.timestamp ? 1 : 0;

/** Reads the three tables and the pacing; inside a live query, any change to them produces a fresh snapshot. */
export async function loadOutboxSnapshot(db: OutboxDb, now: number = Date.now()): Promise<OutboxSnapshot> {
  const lists = await Promise.all(
    OUTBOX_KINDS.map(async (kind) => (await tableFor(db, kind).toArray()).map((record) => ({ kind, record }) as OutboxEntry)),
  );
  const all = lists.flat().sort(byTimestamp);
  const counts = Object.fromEntries(OUTBOX_KINDS.map((kind) => [kind, emptyCounts()])) as Record<OutboxKind, StatusCounts>;
  for (const { kind, record } of all) counts[kind][record.status] += 1;
  const nextTry = await nextTryOf(db, now);
  const misconfigured = all.filter(({ record }) => record.status === 'pending' && record.lastErrorKind === 'configuration').at(-1);
  return {
    counts,
    newestFirst: [...all].reverse(),
    undelivered: all.filter((entry) => entry.record.status !== 'delivered'),
    ...(misconfigured?.record.lastError === undefined ? {} : { configurationError: misconfigured.record.lastError }),
    ...(nextTry === undefined ? {} : { nextTry }),
  };
}
