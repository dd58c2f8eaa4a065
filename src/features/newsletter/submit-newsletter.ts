/** The signup flow: the device-side duplicate check, then the shared outbox protocol in the form's own outcomes. */
import type { NewsletterSignup } from '../../../supabase/functions/_shared/submission-schema';
import { deliveryTransport } from '../../backend/delivery-transport';
import { pageOutbox } from '../../backend/outbox-sync';
import { submitThroughOutbox } from '../../backend/submit-through-outbox';
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

async function alreadyStored(db: OutboxDb, email: string): Promise<boolean> {
  try {
    return (await findNewsletterByEmail(db, email)) !== undefined;
  } catch {
    return false;
  }
}

/** Treats a stored email as subscribed; otherwise stores the signup, delivers it now if possible, retries later if not. */
export async function submitNewsletter(signup: NewsletterSignup): Promise<NewsletterOutcome> {
  if (await alreadyStored(pageOutbox(), signup.email)) return { type: 'already' };
  const outcome = await submitThroughOutbox(
    'newsletter',
    (db) => enqueueNewsletter(db, signup),
    (clientRecordId) => deliveryTransport().newsletter({ ...signup, clientRecordId }),
  );
  return outcome.type === 'delivered' ? { type: 'subscribed' } : outcome;
}
