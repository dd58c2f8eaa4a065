/** Checks the signup with the schema the edge function uses, reporting every invalid field at once. */
import { validateNewsletter, type NewsletterSignup } from '../../../schema/submission';
import { fieldChecker, type FieldCheck } from '../../components/field-check';
import { newsletterTexts, type NewsletterField } from './newsletter-texts';

/** What the visitor has entered; optedIn starts false (docs/product/records.md). */
export interface NewsletterValues {
  firstName: string;
  lastName: string;
  email: string;
  optedIn: boolean;
}

/** The cleaned signup, or the errors. */
export type NewsletterCheck = FieldCheck<NewsletterValues, NewsletterSignup>;

/** The fields in the order they appear (and the first invalid one is focused). */
export const NEWSLETTER_FIELDS: readonly NewsletterField[] = ['firstName', 'lastName', 'email', 'optedIn'];

/** An untouched form. */
export const EMPTY_NEWSLETTER: NewsletterValues = { firstName: '', lastName: '', email: '', optedIn: false };

/** Validates `values`; on failure every invalid field gets its own message (consent: SPEC's wording). */
export const checkNewsletter: (values: NewsletterValues) => NewsletterCheck = fieldChecker<NewsletterValues, NewsletterSignup>(
  validateNewsletter,
  NEWSLETTER_FIELDS,
  { firstName: 'A', lastName: 'A', email: 'a@example.com', optedIn: true },
  newsletterTexts.required,
  'email',
);
