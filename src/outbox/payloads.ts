/** Turns stored records into the bodies the edge functions expect; empty optional fields are absent. */
import type { ContactPayload, ConversationPayload, NewsletterPayload } from './delivery-types';
import type { ContactRecord, ConversationRecord, NewsletterRecord } from './record-types';

function optional(field: string, value: string | undefined): Record<string, string> {
  return value === undefined || value.trim() === '' ? {} : { [field]: value };
}

/** Body of the contact-form call. */
export function contactPayload(record: ContactRecord): ContactPayload {
  return {
    name: record.name,
    email: record.email,
    ...optional('company', record.company),
    ...optional('phone', record.phone),
    ...optional('service', record.service),
    message: record.message,
    clientRecordId: record.id,
  };
}

/** Body of the newsletter-signup call; consent is always true, the form requires it. */
export function newsletterPayload(record: NewsletterRecord): NewsletterPayload {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    optedIn: true,
    clientRecordId: record.id,
  };
}

/** Body of the ai-chatbot call that records a turn already answered. */
export function conversationPayload(record: ConversationRecord): ConversationPayload {
  return {
    message: record.userMessage,
    sessionId: record.sessionId,
    clientRecordId: record.id,
    recordedResponse: record.aiResponse,
    provider: record.provider,
    ...(record.citedUrls?.length ? { citedUrls: record.citedUrls } : {}),
  };
}
