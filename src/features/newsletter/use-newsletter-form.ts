/** The signup's state: values, field errors, the submitting state and the result, with focus management. */
import type { NewsletterField } from './newsletter-texts';
import { checkNewsletter, EMPTY_NEWSLETTER, NEWSLETTER_FIELDS, type NewsletterValues } from './newsletter-validation';
import { useSubmissionForm, type Correction, type SubmissionFormState } from '../../components/use-submission-form';
import type { NewsletterSignup } from '../../../schema/submission';

/** Everything NewsletterSignup renders and the handlers it wires. */
export type NewsletterFormState = SubmissionFormState<NewsletterValues, NewsletterField>;

const CORRECTION: Correction<'newsletter', NewsletterValues> = {
  kind: 'newsletter',
  fill: ({ firstName, lastName, email }) => ({ ...EMPTY_NEWSLETTER, firstName, lastName, email }),
};

// The outbox (and Dexie) loads on first use: the footer form is on every page and must not weigh on it.
const send = (signup: NewsletterSignup) => import('./submit-newsletter').then(({ submitNewsletter }) => submitNewsletter(signup));

/**
 * State and behaviour of one signup form; fields reset (and consent clears) only after a success.
 * With `acceptCorrection` (the page's main signup, not the footer's) a refused signup named by
 * /contact?correct=newsletter:<id> is filled in again with the server's reason.
 */
export function useNewsletterForm({ acceptCorrection = false }: { acceptCorrection?: boolean } = {}): NewsletterFormState {
  return useSubmissionForm({
    empty: EMPTY_NEWSLETTER,
    fields: NEWSLETTER_FIELDS,
    check: checkNewsletter,
    send,
    correction: acceptCorrection ? CORRECTION : undefined,
  });
}
