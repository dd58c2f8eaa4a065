/** The contact form's state: values, field errors, the sending state and the result, with focus management. */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormFields } from '../../lib/use-form-fields';
import { useHydrated } from '../../lib/use-hydrated';
import { startOutboxSync } from '../../backend/outbox-sync';
import type { ContactField } from './contact-texts';
import { checkContact, CONTACT_FIELDS, EMPTY_CONTACT, type ContactErrors, type ContactValues } from './contact-validation';
import { submitContact, type ContactOutcome } from './submit-contact';

/** Where the form stands (SPEC section 4): idle, sending, or the outcome of the last submission. */
export type ContactStatus = { type: 'idle' } | { type: 'sending' } | ContactOutcome;

type FocusTarget = ContactField | 'result';

/** Everything ContactForm renders and the handlers it wires. */
export interface ContactFormState {
  values: ContactValues;
  errors: ContactErrors;
  status: ContactStatus;
  /** False in prerendered HTML and until hydration, so a submit cannot fall back to a native GET. */
  hydrated: boolean;
  setField(field: ContactField, value: string): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  fieldRef(field: ContactField): (element: HTMLElement | null) => void;
  resultRef: (element: HTMLElement | null) => void;
}

/** State and behaviour of the contact form; fields are cleared only after a submission that is safe. */
export function useContactForm(): ContactFormState {
  const { values, setValues, errors, setErrors, setField, focus, refFor } = useFormFields<ContactValues, FocusTarget>(EMPTY_CONTACT);
  const [status, setStatus] = useState<ContactStatus>({ type: 'idle' });
  const hydrated = useHydrated();
  const sending = useRef(false);

  useEffect(() => {
    void startOutboxSync();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const check = checkContact(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = CONTACT_FIELDS.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) focus(first);
      return;
    }
    setErrors({});
    setStatus({ type: 'sending' });
    sending.current = true;
    void submitContact(check.value)
      .catch((): ContactOutcome => ({ type: 'error' }))
      .then((outcome) => {
        sending.current = false;
        setStatus(outcome);
        if (outcome.type === 'sent' || outcome.type === 'stored') setValues(EMPTY_CONTACT);
        focus('result');
      });
  };

  const resultRef = useMemo(() => refFor('result'), [refFor]);
  return { values, errors, status, hydrated, setField, submit, fieldRef: refFor, resultRef };
}
