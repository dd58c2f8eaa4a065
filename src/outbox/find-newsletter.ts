/** The duplicate check of SPEC section 4: is this email already subscribed on this device? */
import { newsletterEmailKey } from './enqueue';
import type { OutboxDb } from './outbox-db';
import type { NewsletterRecord } from './record-types';

/**
 * The earliest signup stored for `email`, compared case-insensitively; a signup the server
 * refused does not count, so the visitor can correct it and try again.
 */
export async function findNewsletterByEmail(db: OutboxDb, email: string): Promise<NewsletterRecord | undefined> {
  const matches = await db.newsletter.where('emailKey').equals(newsletterEmailKey(email)).sortBy('timestamp');
  return matches.find((record) => record.status !== 'rejected');
}
