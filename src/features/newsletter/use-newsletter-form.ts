/** The signup's state: the outbox form flow (components/use-outbox-form.ts) with the signup's check, send and correction. */
import { useOutboxForm, type OutboxFormState } from '../../components/use-outbox-form';
import { keepOnDevice } from '../../outbox/page/keep-on-device';
import type { NewsletterRecord, Outcome } from '../../outbox/records';
import type { NewsletterSignup } from '../../../schema/submission';
import { checkNewsletter, EMPTY_NEWSLETTER, type NewsletterValues } from './newsletter-validation';

/**
 * The outbox (Dexie) loads on first use: the footer's form is on every page and must not weigh on it.
 * First use is the first keystroke, not the submit, so a signup sent after the connection has dropped
 * is still kept on the device, even on a first visit before the service worker holds the site; lost
 * before then, keepOnDevice keeps it in localStorage for the outbox to take over.
 * The browser keeps the module once fetched, so later calls cost nothing.
 */
const loadSubmitNewsletter = () => import('./submit-newsletter');

const preloadSubmitNewsletter = () => void loadSubmitNewsletter().catch(() => undefined);

const sendSignup = (sent: NewsletterSignup): Promise<Outcome> =>
  loadSubmitNewsletter().then(
    ({ submitNewsletter }) => submitNewsletter(sent),
    // The flow could not be fetched (offline before it ever was): kept in localStorage instead.
    () => keepOnDevice('newsletter', sent),
  );

// The refused signup's names and email; consent is given again.
const correctedSignup = ({ firstName, lastName, email }: NewsletterRecord): NewsletterValues => ({ ...EMPTY_NEWSLETTER, firstName, lastName, email });

/** Everything NewsletterSignup renders and the handlers it wires. */
export type NewsletterFormState = OutboxFormState<NewsletterValues>;

/**
 * State and behaviour of one signup form; fields reset (and consent clears) only after a success.
 * With `acceptCorrection` (the page's main signup, not the footer's) a refused signup named by
 * /contact?correct=newsletter:<id> is filled in again with the server's reason.
 */
export function useNewsletterForm({ acceptCorrection = false }: { acceptCorrection?: boolean } = {}): NewsletterFormState {
  return useOutboxForm(EMPTY_NEWSLETTER, checkNewsletter, sendSignup, preloadSubmitNewsletter, acceptCorrection && 'newsletter', correctedSignup);
}
