/** The signup flow: the device-side duplicate check, then the shared outbox protocol; NewsletterResult puts the outcome into words. */
import type { NewsletterSignup } from '../../../schema/submission';
import { pageOutbox } from '../../outbox/page/outbox-sync';
import { submitThroughOutbox } from '../../outbox/page/submit-through-outbox';
import type { OutboxDb } from '../../outbox/database';
import { findNewsletterByEmail } from '../../outbox/queries';
import type { Outcome } from '../../outbox/records';

async function alreadyStored(db: OutboxDb, email: string): Promise<boolean> {
  try {
    return (await findNewsletterByEmail(db, email)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * Treats an email already stored on this device as subscribed, with no call (docs/product/states.md);
 * otherwise stores the signup, delivers it now if possible, and retries later if not.
 */
export async function submitNewsletter(signup: NewsletterSignup): Promise<Outcome> {
  if (await alreadyStored(pageOutbox(), signup.email)) return { type: 'delivered', already: true };
  const { firstName, lastName, email, optedIn, website, elapsedMs } = signup;
  return submitThroughOutbox('newsletter', { firstName, lastName, email, optedIn, website, elapsedMs });
}
