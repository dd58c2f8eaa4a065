/** newsletter-signup: subscribes an email once (docs/product/calls.md call 2), singly or in batches; an address already subscribed is a success too. */
import { jsonResponse } from '../_shared/http.ts';
import { submissionBudget } from '../_shared/rate-limit.ts';
import { storeSubmissions, type StoreResult } from '../_shared/store-submissions.ts';
import { type BatchVerdict, createSubmissionHandler, type SubmissionContext, tooManySubmissions } from '../_shared/submission-endpoint.ts';
import { type NewsletterSignup, spamReasonOf, validateNewsletter } from '@schema/submission.ts';

const SUBSCRIBED = "Thank you for subscribing! You'll receive our latest AI marketing insights.";
const ALREADY_SUBSCRIBED = 'Thank you! You are already subscribed to our newsletter.';

function store(signups: NewsletterSignup[], { addressHash }: SubmissionContext): Promise<StoreResult[]> {
  return storeSubmissions({
    table: 'newsletter_subscribers',
    scope: 'newsletter_subscribers',
    budget: submissionBudget(),
    addressHash,
    items: signups.map((signup) => ({
      clientRecordId: signup.clientRecordId,
      values: {
        first_name: signup.firstName,
        last_name: signup.lastName,
        email: signup.email,
        opted_in: signup.optedIn,
        // Stored all the same; its notifications wait for an operator (docs/lead-routing.md).
        spam_reason: spamReasonOf(signup) ?? null,
      },
    })),
  });
}

function verdict(result: StoreResult): BatchVerdict {
  if (result.status === 'rate-limited') return result;
  return { status: result.status === 'conflict' ? 'already' : result.status };
}

/** Handles one request to /functions/v1/newsletter-signup. */
export const handler = createSubmissionHandler({
  name: 'newsletter-signup',
  validate: validateNewsletter,
  async single(signup, context) {
    const [result] = await store([signup], context);
    switch (result.status) {
      case 'rate-limited':
        return tooManySubmissions(result.retryAfterSeconds);
      case 'conflict':
        return jsonResponse(200, { success: true, message: ALREADY_SUBSCRIBED, alreadySubscribed: true });
      case 'duplicate':
        return jsonResponse(200, { success: true, message: SUBSCRIBED, duplicate: true });
      case 'stored':
        return jsonResponse(200, { success: true, message: SUBSCRIBED });
    }
  },
  async batch(signups, context) {
    return (await store(signups, context)).map(verdict);
  },
});
