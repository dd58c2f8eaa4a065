/** The contact form's state: values, field errors, the sending state and the result, with focus management. */
import { useEffect } from 'react';
import { startOutboxSync } from '../../backend/outbox-sync';
import { useSubmissionForm, type Correction, type SubmissionFormState } from '../../components/use-submission-form';
import type { ContactField } from './contact-texts';
import { checkContact, CONTACT_FIELDS, EMPTY_CONTACT, type ContactValues } from './contact-validation';
import { submitContact } from './submit-contact';

/** Everything ContactForm renders and the handlers it wires. */
export type ContactFormState = SubmissionFormState<ContactValues, ContactField>;

const CORRECTION: Correction<'contact', ContactValues> = {
  kind: 'contact',
  fill: ({ name, email, company = '', phone = '', service = '', message }) => ({ name, email, company, phone, service, message }),
};

/** State and behaviour of the contact form; fields are cleared only after a submission that is safe. */
export function useContactForm(): ContactFormState {
  useEffect(() => {
    void startOutboxSync();
  }, []);
  return useSubmissionForm({ empty: EMPTY_CONTACT, fields: CONTACT_FIELDS, check: checkContact, send: submitContact, correction: CORRECTION });
}
