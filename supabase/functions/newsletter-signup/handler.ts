/** newsletter-signup: subscribes an email once (SPEC call 2); an address already subscribed is a success too. */
import { guardedInsert, limitFromEnv } from '../_shared/guarded-insert.ts';
import { jsonResponse } from '../_shared/http.ts';
import { createSubmissionHandler, tooManySubmissions } from '../_shared/submission-endpoint.ts';
import { validateNewsletter } from '../_shared/submission-schema.ts';

const SUBSCRIBED = "Thank you for subscribing! You'll receive our latest AI marketing insights.";
const ALREADY_SUBSCRIBED = 'Thank you! You are already subscribed to our newsletter.';

/** Handles one request to /functions/v1/newsletter-signup. */
export const handler = createSubmissionHandler({
  name: 'newsletter-signup',
  validate: validateNewsletter,
  async handle(signup, { addressHash }) {
    const result = await guardedInsert({
      table: 'newsletter_subscribers',
      values: {
        first_name: signup.firstName,
        last_name: signup.lastName,
        email: signup.email,
        opted_in: signup.optedIn,
      },
      clientRecordId: signup.clientRecordId,
      addressHash,
      limitPerMinute: limitFromEnv('RATE_LIMIT_PER_MINUTE', 10),
    });
    switch (result.kind) {
      case 'rate-limited':
        return tooManySubmissions();
      case 'conflict':
        return jsonResponse(200, { success: true, message: ALREADY_SUBSCRIBED, alreadySubscribed: true });
      case 'replayed':
        return jsonResponse(200, { success: true, message: SUBSCRIBED, duplicate: true });
      case 'stored':
        return jsonResponse(200, { success: true, message: SUBSCRIBED });
    }
  },
});
