/** contact-form: stores contact submissions (docs/product/calls.md call 1, and chats handed to the team) once each, singly or in batches, and answers the OPTIONS probe (call 4). */
import { jsonResponse } from '../_shared/http.ts';
import { submissionBudget } from '../_shared/rate-limit.ts';
import { storeSubmissions, type StoreResult } from '../_shared/store-submissions.ts';
import { type BatchVerdict, createSubmissionHandler, type SubmissionContext, tooManySubmissions } from '../_shared/submission-endpoint.ts';
import { validateContactWithChat } from '@schema/contact-handoff.ts';
import { type ContactSubmission, spamReasonOf } from '@schema/submission.ts';

const SENT = "Your message has been sent successfully! We'll respond within 24 hours.";

function store(contacts: ContactSubmission[], { addressHash }: SubmissionContext): Promise<StoreResult[]> {
  return storeSubmissions({
    table: 'contact_submissions',
    scope: 'contact_submissions',
    budget: submissionBudget(),
    addressHash,
    items: contacts.map((contact) => ({
      clientRecordId: contact.clientRecordId,
      values: {
        name: contact.name,
        email: contact.email,
        company: contact.company,
        phone: contact.phone,
        service: contact.service,
        message: contact.message,
        // A chat handed to the team (docs/lead-routing.md). The list as it is: postgres.js learns
        // the column is jsonb and serialises it as JSON (text would be stored as one JSON string).
        transcript: contact.transcript ?? null,
        origin_via: contact.origin?.via ?? null,
        origin_page: contact.origin?.page ?? null,
        chat_session_id: contact.chatSessionId ?? null,
        // Stored all the same; its notifications wait for an operator (docs/lead-routing.md).
        spam_reason: spamReasonOf(contact) ?? null,
      },
    })),
  });
}

function verdict(result: StoreResult): BatchVerdict {
  if (result.status === 'rate-limited') return result;
  if (result.status === 'conflict') throw new Error('contact_submissions has no unique key besides client_record_id');
  return { status: result.status };
}

/** Handles one request to /functions/v1/contact-form. */
export const handler = createSubmissionHandler({
  name: 'contact-form',
  validate: validateContactWithChat,
  async single(contact, context) {
    const [result] = await store([contact], context);
    const { status } = verdict(result);
    if (result.status === 'rate-limited') return tooManySubmissions(result.retryAfterSeconds);
    return jsonResponse(200, { success: true, message: SENT, ...(status === 'duplicate' ? { duplicate: true } : {}) });
  },
  async batch(contacts, context) {
    return (await store(contacts, context)).map(verdict);
  },
});
