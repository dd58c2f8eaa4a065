/** The contact submission flow: the shared outbox protocol, in the contact form's own outcomes. */
import type { ContactSubmission } from '../../../supabase/functions/_shared/submission-schema';
import { deliveryTransport } from '../../backend/delivery-transport';
import { submitThroughOutbox } from '../../backend/submit-through-outbox';
import { enqueueContact } from '../../outbox/enqueue';

/**
 * sent: the backend accepted it; stored: kept on this device and delivered later; rejected: the
 * backend refused it for good (its message); error: it could be neither stored nor sent.
 */
export type ContactOutcome = { type: 'sent' } | { type: 'stored' } | { type: 'rejected'; message: string } | { type: 'error' };

/** Stores `submission` in the outbox, delivers it now if possible, and schedules a retry when not. */
export async function submitContact(submission: ContactSubmission): Promise<ContactOutcome> {
  const outcome = await submitThroughOutbox(
    'contact',
    (db) => enqueueContact(db, submission),
    (clientRecordId) => deliveryTransport().contact({ ...submission, clientRecordId }),
  );
  return outcome.type === 'delivered' ? { type: 'sent' } : outcome;
}
