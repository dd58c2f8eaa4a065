/** Every text of the newsletter signup; docs/product/texts.md's texts verbatim. */
import { CONSENT_REQUIRED_MESSAGE } from '../../../schema/submission';

/** The form's field names, in the order they appear. */
export type NewsletterField = 'firstName' | 'lastName' | 'email' | 'optedIn';

const THANKS = "Thank you for subscribing! You'll receive our latest AI marketing insights.";

/** The newsletter signup's words. */
export const newsletterTexts = {
  title: 'Get our AI marketing insights',
  intro: {
    full: 'One practical idea a month on AI search visibility, authority building and marketing automation. No spam, ever.',
    compact: 'Monthly, practical ideas on AI search visibility and authority building.',
  },
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email address',
  },
  consent:
    'I consent to receive marketing communications from Ascend Strategy Consulting about AI marketing insights and services. You can unsubscribe at any time.',
  privacyBefore: 'Read our',
  privacyLink: 'privacy policy',
  privacyAfter: '.',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  /** Shown when Subscribe is pressed before the form has finished loading; the signup then goes by itself. */
  earlyNote: 'The form is still loading. Your signup is kept and will be sent in a moment.',
  /** The same, when the form's code could not be fetched (it loads when the connection is back). */
  earlyUnavailable: 'The form could not finish loading. Your details are still here: check your connection and press Subscribe again.',
  required: {
    firstName: 'Please enter your first name.',
    lastName: 'Please enter your last name.',
    email: 'Please enter your email address.',
  } satisfies Partial<Record<NewsletterField, string>>,
  consentRequired: CONSENT_REQUIRED_MESSAGE,
  successTitle: 'Success!',
  errorTitle: 'Error',
  results: {
    delivered: THANKS,
    alreadyDelivered: 'Thank you! You are already subscribed to our newsletter.',
    storedLocally: `${THANKS} (Subscription confirmed - will sync when connection is restored)`,
    error: 'An error occurred. Please try again.',
  },
} as const;
