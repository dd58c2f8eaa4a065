/** Checks a contact (the contact form's, or the chat's for the team) with the schema the edge function uses, reporting every invalid field at once. */
import { isBlankText, validateContact, type ContactSubmission } from '../../schema/submission';
import { contactFieldTexts, type ContactField } from './contact-field-texts';

/** What the visitor has typed; every field is a string, empty when untouched. */
export type ContactValues = Record<ContactField, string>;

/** Each invalid field with the message shown under it. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The cleaned submission, or the errors in field order. */
export type ContactCheck = { ok: true; value: ContactSubmission } | { ok: false; errors: ContactErrors };

/** The fields in the order they appear (and the first invalid one is focused). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'service', 'message'];

/** An untouched form. */
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', company: '', phone: '', service: '', message: '' };

// Valid stand-ins let one field be checked on its own, since the schema stops at the first error.
const VALID_STAND_INS: ContactValues = { ...EMPTY_CONTACT, name: 'A', email: 'a@example.com', message: 'A' };

function messageFor(field: ContactField, value: string, schemaMessage: string): string {
  const required = contactFieldTexts.required as Partial<Record<ContactField, string>>;
  return isBlankText(value) && required[field] !== undefined ? required[field] : schemaMessage;
}

/** Validates `values`; on failure every invalid field gets its own message. */
export function checkContact(values: ContactValues): ContactCheck {
  const result = validateContact(values);
  if (result.ok) return { ok: true, value: result.value };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const alone = validateContact({ ...VALID_STAND_INS, [field]: values[field] });
    if (!alone.ok && alone.field === field) errors[field] = messageFor(field, values[field], alone.message);
  }
  if (Object.keys(errors).length === 0) {
    const field = CONTACT_FIELDS.find((candidate) => candidate === result.field) ?? 'message';
    errors[field] = result.message;
  }
  return { ok: false, errors };
}
