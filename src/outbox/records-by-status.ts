/** Lists records across the three tables by delivery status, oldest first. */
import Dexie from 'dexie';
import { tableFor, type OutboxDb } from './outbox-db';
import { OUTBOX_KINDS, type DeliveryStatus, type OutboxEntry, type OutboxKind } from './record-types';

async function entriesOf(db: OutboxDb, kind: OutboxKind, status: DeliveryStatus): Promise<OutboxEntry[]> {
  const records = await tableFor(db, kind)
    .where('[status+timestamp]')
    .between([status, Dexie.minKey], [status, Dexie.maxKey])
    .toArray();
  return records.map((record) => ({ kind, record }) as OutboxEntry);
}

/** Every record with `status`, all kinds merged, oldest first. */
export async function recordsByStatus(db: OutboxDb, status: DeliveryStatus): Promise<OutboxEntry[]> {
  const lists = await Promise.all(OUTBOX_KINDS.map((kind) => entriesOf(db, kind, status)));
  // The sort is stable, so records with equal timestamps keep the kind order.
  return lists.flat().sort((a, b) => (a.record.timestamp < b.record.timestamp ? -1 : a.record.timestamp > b.record.timestamp ? 1 : 0));
}

/** Records still waiting for delivery, oldest first. */
export function pendingRecords(db: OutboxDb): Promise<OutboxEntry[]> {
  return recordsByStatus(db, 'pending');
}

/** How many records still wait for delivery. */
export async function pendingCount(db: OutboxDb): Promise<number> {
  const counts = await Promise.all(OUTBOX_KINDS.map((kind) => tableFor(db, kind).where('status').equals('pending').count()));
  return counts.reduce((sum, count) => sum + count, 0);
}
