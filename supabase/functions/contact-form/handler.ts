/** contact-form: stores a contact submission (SPEC call 1) once, and answers the OPTIONS probe (call 4). */
import { guardedInsert, limitFromEnv } from '../_shared/guarded-insert.ts';
import { jsonResponse } from '../_shared/http.ts';
import { createSubmissionHandler, tooManySubmissions } from '../_shared/submission-endpoint.ts';
import { validateContact } from '../_shared/submission-schema.ts';

const SENT = "Your message has been sent successfully! We'll respond within 24 hours.";

/** Handles one request to /functions/v1/contact-form. */
export const handler = createSubmissionHandler({
  name: 'contact-form',
  validate: validateContact,
  async handle(contact, { addressHash }) {
    const result = await guardedInsert({
      table: 'contact_submissions',
      values: {
        name: contact.name,
        email: contact.email,
        company: contact.company,
        phone: contact.phone,
        service: contact.service,
        message: contact.message,
      },
      clientRecordId: contact.clientRecordId,
      addressHash,
      limitPerMinute: limitFromEnv('RATE_LIMIT_PER_MINUTE', 10),
    });
    if (result.kind === 'rate-limited') return tooManySubmissions();
    if (result.kind === 'conflict') throw new Error('contact_submissions has no unique key besides client_record_id');
    return jsonResponse(200, { success: true, message: SENT, ...(result.kind === 'replayed' ? { duplicate: true } : {}) });
  },
});
