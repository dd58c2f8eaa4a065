/** Reads everything the operations page shows in one pass: counts per kind and status, and the records. */
import { tableFor, type OutboxDb } from '../../outbox/database';
import { OUTBOX_KINDS, type DeliveryStatus, type OutboxEntry, type OutboxKind } from '../../outbox/records';

/** How many records of one kind are in each status. */
export type StatusCounts = Record<DeliveryStatus, number>;

/**
 * The page's data: counts per kind, every record newest first, the undelivered ones (pending and
 * refused) oldest first for export, and the last configuration error of a waiting record, if any.
 */
export interface OutboxSnapshot {
  counts: Record<OutboxKind, StatusCounts>;
  newestFirst: OutboxEntry[];
  undelivered: OutboxEntry[];
  configurationError?: string;
}

const emptyCounts = (): StatusCounts => ({ pending: 0, delivered: 0, rejected: 0 });

const byTimestamp = (a: OutboxEntry, b: OutboxEntry) =>
  a.record.timestamp < b.record.timestamp ? -1 : a.record.timestamp > b.record.timestamp ? 1 : 0;

/** Reads the three tables; inside a live query, any change to them produces a fresh snapshot. */
export async function loadOutboxSnapshot(db: OutboxDb): Promise<OutboxSnapshot> {
  const lists = await Promise.all(
    OUTBOX_KINDS.map(async (kind) => (await tableFor(db, kind).toArray()).map((record) => ({ kind, record }) as OutboxEntry)),
  );
  const all = lists.flat().sort(byTimestamp);
  const counts = Object.fromEntries(OUTBOX_KINDS.map((kind) => [kind, emptyCounts()])) as Record<OutboxKind, StatusCounts>;
  for (const { kind, record } of all) counts[kind][record.status] += 1;
  const misconfigured = all.filter(({ record }) => record.status === 'pending' && record.lastErrorKind === 'configuration').at(-1);
  return {
    counts,
    newestFirst: [...all].reverse(),
    undelivered: all.filter((entry) => entry.record.status !== 'delivered'),
    ...(misconfigured?.record.lastError === undefined ? {} : { configurationError: misconfigured.record.lastError }),
  };
}
