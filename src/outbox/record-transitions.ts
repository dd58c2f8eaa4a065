/** Moves a record between pending, delivered and rejected, counting attempts. */
import { tableFor, type OutboxDb } from './outbox-db';
import type { DeliveryOutcome } from './delivery-types';
import type { DeliveryState, OutboxKind, RecordOf } from './record-types';

type Change = (record: DeliveryState) => DeliveryState | undefined;

// Read and write in one transaction, so a status another context set in between is never overwritten.
async function transition<K extends OutboxKind>(db: OutboxDb, kind: K, id: string, change: Change): Promise<boolean> {
  const table = tableFor(db, kind);
  return db.transaction('rw', table, async () => {
    const current = await table.get(id);
    if (current === undefined) return false;
    const next = change(current);
    if (next === undefined) return false;
    await table.put(next as RecordOf<K>);
    return true;
  });
}

function withoutError<T extends DeliveryState>(record: T): T {
  const copy = { ...record };
  delete copy.lastError;
  return copy;
}

/** Marks a record accepted by the server; false if it was missing or already delivered. */
export function markDelivered(db: OutboxDb, kind: OutboxKind, id: string, now: Date = new Date()): Promise<boolean> {
  return transition(db, kind, id, (record) =>
    record.status === 'delivered'
      ? undefined
      : { ...withoutError(record), status: 'delivered', attempts: record.attempts + 1, deliveredAt: now.toISOString() },
  );
}

/** Marks a pending record refused for good with the server's message; it is never retried. */
export function markRejected(db: OutboxDb, kind: OutboxKind, id: string, message: string): Promise<boolean> {
  return transition(db, kind, id, (record) =>
    record.status === 'pending' ? { ...record, status: 'rejected', attempts: record.attempts + 1, lastError: message } : undefined,
  );
}

/** Counts a failed attempt on a pending record, which stays pending for the next replay. */
export function recordFailure(db: OutboxDb, kind: OutboxKind, id: string, message: string): Promise<boolean> {
  return transition(db, kind, id, (record) =>
    record.status === 'pending' ? { ...record, attempts: record.attempts + 1, lastError: message } : undefined,
  );
}

/** Stores what one delivery attempt learned. */
export function applyOutcome(db: OutboxDb, kind: OutboxKind, id: string, outcome: DeliveryOutcome, now?: Date): Promise<boolean> {
  switch (outcome.type) {
    case 'delivered':
      return markDelivered(db, kind, id, now);
    case 'rejected':
      return markRejected(db, kind, id, outcome.message);
    case 'failed':
      return recordFailure(db, kind, id, outcome.message);
  }
}
