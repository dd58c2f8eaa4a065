/** The contact submission flow: write to the outbox first, then try to deliver, and say truthfully what happened. */
import type { ContactSubmission } from '../../../supabase/functions/_shared/submission-schema';
import { deliveryTransport } from '../../backend/delivery-transport';
import { pageOutbox, requestSync } from '../../backend/outbox-sync';
import { deliverNow, type DeliverNowResult } from '../../outbox/deliver-now';
import { enqueueContact } from '../../outbox/enqueue';
import type { OutboxDb } from '../../outbox/outbox-db';

/**
 * sent: the backend accepted it; stored: kept on this device and delivered later; rejected: the
 * backend refused it for good (its message); error: it could be neither stored nor sent.
 */
export type ContactOutcome = { type: 'sent' } | { type: 'stored' } | { type: 'rejected'; message: string } | { type: 'error' };

// Without IndexedDB the only place the message can go is the network; a failure there is an error.
async function sendDirectly(submission: ContactSubmission): Promise<ContactOutcome> {
  const outcome = await deliveryTransport().contact({ ...submission, clientRecordId: crypto.randomUUID() });
  if (outcome.type === 'delivered') return { type: 'sent' };
  if (outcome.type === 'rejected') return { type: 'rejected', message: outcome.message };
  return { type: 'error' };
}

async function fromResult(db: OutboxDb, id: string, result: DeliverNowResult): Promise<ContactOutcome> {
  switch (result.type) {
    case 'delivered':
      return { type: 'sent' };
    case 'rejected':
      return { type: 'rejected', message: result.message };
    case 'failed':
      requestSync();
      return { type: 'stored' };
    case 'skipped':
      // Another tab or the service worker handled the record between our write and our attempt.
      if (result.status === 'delivered') return { type: 'sent' };
      if (result.status === 'rejected') return { type: 'rejected', message: (await db.contacts.get(id))?.lastError ?? '' };
      if (result.status === 'pending') return { type: 'stored' };
      return { type: 'error' };
  }
}

/** Stores `submission` in the outbox, delivers it now if possible, and schedules a retry when not. */
export async function submitContact(submission: ContactSubmission): Promise<ContactOutcome> {
  const db = pageOutbox();
  let id: string;
  try {
    id = (await enqueueContact(db, submission)).id;
  } catch {
    return sendDirectly(submission);
  }
  try {
    return await fromResult(db, id, await deliverNow(db, 'contact', id, deliveryTransport()));
  } catch {
    // The record is safely stored; only the attempt went wrong, so the loop will deliver it.
    requestSync();
    return { type: 'stored' };
  }
}
