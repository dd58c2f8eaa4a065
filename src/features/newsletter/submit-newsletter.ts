/** The signup flow: duplicate check, write to the outbox first, then try to deliver, and say truthfully what happened. */
import type { NewsletterSignup } from '../../../supabase/functions/_shared/submission-schema';
import { deliveryTransport } from '../../backend/delivery-transport';
import { pageOutbox, requestSync } from '../../backend/outbox-sync';
import { deliverNow, type DeliverNowResult } from '../../outbox/deliver-now';
import { enqueueNewsletter } from '../../outbox/enqueue';
import { findNewsletterByEmail } from '../../outbox/find-newsletter';
import type { OutboxDb } from '../../outbox/outbox-db';

/**
 * subscribed: the backend accepted it; already: this device already holds a signup for the email
 * (no call made); stored: kept here and delivered later; rejected: refused for good (the
 * backend's message); error: it could be neither stored nor sent.
 */
export type NewsletterOutcome =
  { type: 'subscribed' } | { type: 'already' } | { type: 'stored' } | { type: 'rejected'; message: string } | { type: 'error' };

// Without IndexedDB the only place the signup can go is the network; a failure there is an error.
async function sendDirectly(signup: NewsletterSignup): Promise<NewsletterOutcome> {
  const outcome = await deliveryTransport().newsletter({ ...signup, clientRecordId: crypto.randomUUID() });
  if (outcome.type === 'delivered') return { type: 'subscribed' };
  if (outcome.type === 'rejected') return { type: 'rejected', message: outcome.message };
  return { type: 'error' };
}

async function alreadyStored(db: OutboxDb, email: string): Promise<boolean> {
  try {
    return (await findNewsletterByEmail(db, email)) !== undefined;
  } catch {
    return false;
  }
}

async function fromResult(db: OutboxDb, id: string, result: DeliverNowResult): Promise<NewsletterOutcome> {
  switch (result.type) {
    case 'delivered':
      return { type: 'subscribed' };
    case 'rejected':
      return { type: 'rejected', message: result.message };
    case 'failed':
      requestSync();
      return { type: 'stored' };
    case 'skipped':
      // Another tab or the service worker handled the record between our write and our attempt.
      if (result.status === 'delivered') return { type: 'subscribed' };
      if (result.status === 'rejected') return { type: 'rejected', message: (await db.newsletter.get(id))?.lastError ?? '' };
      if (result.status === 'pending') return { type: 'stored' };
      return { type: 'error' };
  }
}

/** Treats a stored email as subscribed; otherwise stores the signup, delivers it now if possible, retries later if not. */
export async function submitNewsletter(signup: NewsletterSignup): Promise<NewsletterOutcome> {
  const db = pageOutbox();
  if (await alreadyStored(db, signup.email)) return { type: 'already' };
  let id: string;
  try {
    id = (await enqueueNewsletter(db, signup)).id;
  } catch {
    return sendDirectly(signup);
  }
  try {
    return await fromResult(db, id, await deliverNow(db, 'newsletter', id, deliveryTransport()));
  } catch {
    // The signup is safely stored; only the attempt went wrong, so the loop will deliver it.
    requestSync();
    return { type: 'stored' };
  }
}
