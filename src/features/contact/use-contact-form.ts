/** The contact form's state: values, field errors, the sending state and the result, with focus management. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
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

const noSubscription = () => () => undefined;

/** State and behaviour of the contact form; fields are cleared only after a submission that is safe. */
export function useContactForm(): ContactFormState {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<ContactStatus>({ type: 'idle' });
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const elements = useRef<Partial<Record<FocusTarget, HTMLElement | null>>>({});
  const sending = useRef(false);

  useEffect(() => {
    void startOutboxSync();
  }, []);

  // Focus moves only after React has rendered the error or result it points to.
  useEffect(() => {
    if (focusRequest !== null) elements.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  const setField = useCallback((field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const check = checkContact(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = CONTACT_FIELDS.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) setFocusRequest({ target: first });
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
        setFocusRequest({ target: 'result' });
      });
  };

  const fieldRef = useCallback(
    (field: ContactField) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    [],
  );
  const resultRef = useCallback((element: HTMLElement | null) => {
    elements.current.result = element;
  }, []);

  return { values, errors, status, hydrated, setField, submit, fieldRef, resultRef };
}
