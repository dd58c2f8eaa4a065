/** Delivers one stored record, re-reading it first so a record already handled elsewhere is never sent again. */
import { deliverRecord } from './deliver-record';
import type { DeliveryOutcome, OutboxTransport } from './delivery-types';
import { tableFor, type OutboxDb } from './outbox-db';
import { applyOutcome } from './record-transitions';
import type { DeliveryStatus, OutboxKind } from './record-types';
import { withReplayLock, type ReplayLockManager } from './replay-lock';

/** What one delivery did; `skipped` when the record was no longer pending (or is gone). */
export type DeliverNowResult = DeliveryOutcome | { type: 'skipped'; status: DeliveryStatus | 'missing' };

/** Sends the record if it is still pending and stores the outcome; the caller must hold the replay lock. */
export async function deliverIfPending(
  db: OutboxDb,
  kind: OutboxKind,
  id: string,
  transport: OutboxTransport,
  now?: () => Date,
): Promise<DeliverNowResult> {
  const current = await tableFor(db, kind).get(id);
  if (current === undefined) return { type: 'skipped', status: 'missing' };
  if (current.status !== 'pending') return { type: 'skipped', status: current.status };
  const outcome = await deliverRecord(kind, current, transport);
  await applyOutcome(db, kind, id, outcome, now?.());
  return outcome;
}

/**
 * The page's first attempt right after enqueueing: same protocol as a replay, under the same
 * lock, so it cannot race a replay in another tab or in the service worker.
 */
export function deliverNow(
  db: OutboxDb,
  kind: OutboxKind,
  id: string,
  transport: OutboxTransport,
  options: { locks?: ReplayLockManager } = {},
): Promise<DeliverNowResult> {
  return withReplayLock(() => deliverIfPending(db, kind, id, transport), options.locks);
}
