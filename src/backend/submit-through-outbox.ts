/**
 * The submission protocol shared by the contact and newsletter forms (DESIGN section 3): write the
 * record to the outbox first, deliver it now under the replay lock, and report truthfully. Without
 * IndexedDB the network is the only place it can go, and a failure there is an error.
 */
import { deliverNow, type DeliverNowResult } from '../outbox/deliver-now';
import { tableFor, type OutboxDb } from '../outbox/outbox-db';
import type { DeliveryOutcome } from '../outbox/delivery-types';
import { pageOutbox, requestSync } from './outbox-sync';
import { deliveryTransport } from './delivery-transport';

/** delivered: accepted; stored: kept on this device, delivered later; rejected: refused for good; error: neither stored nor sent. */
export type SubmissionOutcome =
  | { type: 'delivered' }
  | { type: 'stored' }
  | { type: 'rejected'; message: string }
  | { type: 'error' };

type SubmissionKind = 'contact' | 'newsletter';

function fromDirect(outcome: DeliveryOutcome): SubmissionOutcome {
  if (outcome.type === 'delivered') return { type: 'delivered' };
  if (outcome.type === 'rejected') return { type: 'rejected', message: outcome.message };
  return { type: 'error' };
}

async function fromResult(db: OutboxDb, kind: SubmissionKind, id: string, result: DeliverNowResult): Promise<SubmissionOutcome> {
  switch (result.type) {
    case 'delivered':
      return { type: 'delivered' };
    case 'rejected':
      return { type: 'rejected', message: result.message };
    case 'failed':
      requestSync();
      return { type: 'stored' };
    case 'skipped':
      // Another tab or the service worker handled the record between our write and our attempt.
      if (result.status === 'delivered') return { type: 'delivered' };
      if (result.status === 'rejected') return { type: 'rejected', message: (await tableFor(db, kind).get(id))?.lastError ?? '' };
      if (result.status === 'pending') return { type: 'stored' };
      return { type: 'error' };
  }
}

/** Stores a submission with `enqueue`, delivers it now if possible, and schedules a retry when not. */
export async function submitThroughOutbox(
  kind: SubmissionKind,
  enqueue: (db: OutboxDb) => Promise<{ id: string }>,
  sendDirectly: (clientRecordId: string) => Promise<DeliveryOutcome>,
): Promise<SubmissionOutcome> {
  const db = pageOutbox();
  let id: string;
  try {
    id = (await enqueue(db)).id;
  } catch {
    return fromDirect(await sendDirectly(crypto.randomUUID()));
  }
  try {
    return await fromResult(db, kind, id, await deliverNow(db, kind, id, deliveryTransport()));
  } catch {
    // The record is safely stored; only the attempt went wrong, so the sync loop will deliver it.
    requestSync();
    return { type: 'stored' };
  }
}
