/** Checks the signup with the schema the edge function uses, reporting every invalid field at once. */
import { isBlankText, validateNewsletter, type NewsletterSignup } from '../../../schema/submission';
import { newsletterTexts, type NewsletterField } from './newsletter-texts';

/** What the visitor has entered; optedIn starts false (docs/product/records.md). */
export interface NewsletterValues {
  firstName: string;
  lastName: string;
  email: string;
  optedIn: boolean;
}

/** Each invalid field with the message shown under it. */
export type NewsletterErrors = Partial<Record<NewsletterField, string>>;

/** The cleaned signup, or the errors. */
export type NewsletterCheck = { ok: true; value: NewsletterSignup } | { ok: false; errors: NewsletterErrors };

/** The fields in the order they appear (and the first invalid one is focused). */
export const NEWSLETTER_FIELDS: readonly NewsletterField[] = ['firstName', 'lastName', 'email', 'optedIn'];

/** An untouched form. */
export const EMPTY_NEWSLETTER: NewsletterValues = { firstName: '', lastName: '', email: '', optedIn: false };

// Valid stand-ins let one field be checked on its own, since the schema stops at the first error.
const VALID_STAND_INS: NewsletterValues = { firstName: 'A', lastName: 'A', email: 'a@example.com', optedIn: true };

function messageFor(field: NewsletterField, value: string | boolean, schemaMessage: string): string {
  const required = newsletterTexts.required as Partial<Record<NewsletterField, string>>;
  const blank = typeof value === 'string' && isBlankText(value);
  return blank && required[field] !== undefined ? required[field] : schemaMessage;
}

/** Validates `values`; on failure every invalid field gets its own message (consent: SPEC's wording). */
export function checkNewsletter(values: NewsletterValues): NewsletterCheck {
  const result = validateNewsletter(values);
  if (result.ok) return { ok: true, value: result.value };
  const errors: NewsletterErrors = {};
  for (const field of NEWSLETTER_FIELDS) {
    const alone = validateNewsletter({ ...VALID_STAND_INS, [field]: values[field] });
    if (!alone.ok && alone.field === field) errors[field] = messageFor(field, values[field], alone.message);
  }
  if (Object.keys(errors).length === 0) {
    const field = NEWSLETTER_FIELDS.find((candidate) => candidate === result.field) ?? 'email';
    errors[field] = result.message;
  }
  return { ok: false, errors };
}
