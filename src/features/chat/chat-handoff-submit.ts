/** Sends the conversation to the team as the contact form sends a message: the outbox's protocol, loaded with the form. */
import type { ContactSubmission } from '../../../schema/submission';
import { submitThroughOutbox } from '../../outbox/page/submit-through-outbox';
import type { Outcome } from '../../outbox/records';

/** Stores the contact in the outbox, delivers it now if possible, and schedules a retry when not. */
export function submitHandoff(submission: ContactSubmission): Promise<Outcome> {
  const { name, email, phone, service, message, transcript, origin, chatSessionId, website, elapsedMs } = submission;
  return submitThroughOutbox('contact', { name, email, phone, service, message, transcript, origin, chatSessionId, website, elapsedMs });
}
