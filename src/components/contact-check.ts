/** Checks a contact (the contact form's, or the chat's for the team) with the schema the edge function uses, reporting every invalid field at once. */
import { validateContact } from '../../schema/contact-submission';
import type { ContactSubmission } from '../../schema/submission';
import { contactFieldTexts, type ContactField } from './contact-field-texts';
import { fieldChecker, type FieldCheck, type FieldErrors } from './field-check';

/** What the visitor has typed; every field is a string, empty when untouched. */
export type ContactValues = Record<ContactField, string>;

/** Each invalid field with the message shown under it. */
export type ContactErrors = FieldErrors<ContactValues>;

/** The cleaned submission, or the errors in field order. */
export type ContactCheck = FieldCheck<ContactValues, ContactSubmission>;

/** The fields in the order they appear (and the first invalid one is focused). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'company', 'phone', 'service', 'message'];

/** An untouched form. */
export const EMPTY_CONTACT: ContactValues = { name: '', email: '', company: '', phone: '', service: '', message: '' };

/** Validates `values`; on failure every invalid field gets its own message. */
export const checkContact: (values: ContactValues) => ContactCheck = fieldChecker(
  validateContact,
  CONTACT_FIELDS,
  { ...EMPTY_CONTACT, name: 'A', email: 'a@example.com', message: 'A' },
  contactFieldTexts.required,
  'message',
);
