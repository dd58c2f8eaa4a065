/** The signup's state: the shared outbox form flow (components/use-outbox-form.ts) for a newsletter signup. */
import { useOutboxForm, type OutboxFormState } from '../../components/use-outbox-form';
import { checkNewsletter, EMPTY_NEWSLETTER, NEWSLETTER_FIELDS, type NewsletterValues } from './newsletter-validation';

// The submit flow with the outbox, fetched at the first keystroke: the footer's form is on every page
// and must not weigh on it.
const loadSubmitNewsletter = () => import('./submit-newsletter').then(({ submitNewsletter }) => submitNewsletter);

/** Everything NewsletterSignup renders and the handlers it wires. */
export type NewsletterFormState = OutboxFormState<NewsletterValues>;

/**
 * State and behaviour of one signup form; fields reset (and consent clears) only after a success.
 * With `acceptCorrection` (the page's main signup, not the footer's) a refused signup named by
 * /contact?correct=newsletter:<id> is filled in again with the server's reason.
 */
export function useNewsletterForm({ acceptCorrection = false }: { acceptCorrection?: boolean } = {}): NewsletterFormState {
  return useOutboxForm({
    kind: 'newsletter',
    empty: EMPTY_NEWSLETTER,
    fields: NEWSLETTER_FIELDS,
    check: checkNewsletter,
    loadSubmit: loadSubmitNewsletter,
    corrected: acceptCorrection ? ({ firstName, lastName, email }) => ({ ...EMPTY_NEWSLETTER, firstName, lastName, email }) : undefined,
  });
}
