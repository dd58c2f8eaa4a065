/** Every read of the outbox, plus the housekeeping that removes old deliveries. */
import Dexie from 'dexie';
import { tableFor, type OutboxDb } from './database';
import { OUTBOX_KINDS, type DeliveryStatus, type NewsletterRecord, type OutboxEntry, type OutboxKind, type RecordOf } from './records';
import { newsletterEmailKey } from './store';

/** How long a delivered record stays on the device. */
export const DELIVERED_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

const oldestFirst = (a: OutboxEntry, b: OutboxEntry) =>
  a.record.timestamp < b.record.timestamp ? -1 : a.record.timestamp > b.record.timestamp ? 1 : 0;

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
  return lists.flat().sort(oldestFirst);
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

/** One record, or undefined. */
export function findRecord<K extends OutboxKind>(db: OutboxDb, kind: K, id: string): Promise<RecordOf<K> | undefined> {
  return tableFor(db, kind).get(id);
}

/**
 * The duplicate check of docs/product/states.md: the earliest signup stored for `email`, compared
 * case-insensitively; a signup the server refused does not count, so the visitor can correct it.
 */
export async function findNewsletterByEmail(db: OutboxDb, email: string): Promise<NewsletterRecord | undefined> {
  const matches = await db.newsletter.where('emailKey').equals(newsletterEmailKey(email)).sortBy('timestamp');
  return matches.find((record) => record.status !== 'rejected');
}

/** Refused records the visitor has not been told about yet, oldest first. */
export async function untoldRejections(db: OutboxDb): Promise<OutboxEntry[]> {
  return (await recordsByStatus(db, 'rejected')).filter((entry) => !entry.record.visitorTold);
}

/** Removes records delivered more than `maxAgeDays` before `now` (by deliveredAt, else timestamp); returns how many. */
export async function pruneDelivered(db: OutboxDb, now: Date = new Date(), maxAgeDays: number = DELIVERED_RETENTION_DAYS): Promise<number> {
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
