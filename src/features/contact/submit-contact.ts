/** The contact submission flow: the shared outbox protocol; its outcome is put into words by ContactResult. */
import type { ContactSubmission } from '../../../schema/submission';
import { submitThroughOutbox } from '../../outbox/page/submit-through-outbox';
import type { Outcome } from '../../outbox/records';

/** Stores `submission` (with the chat's conversation when the visitor attached it) in the outbox, delivers it now if possible, and schedules a retry when not. */
export function submitContact(submission: ContactSubmission): Promise<Outcome> {
  const { name, email, company, phone, service, message, transcript, origin, chatSessionId, website, elapsedMs } = submission;
  return submitThroughOutbox('contact', { name, email, company, phone, service, message, transcript, origin, chatSessionId, website, elapsedMs });
}
