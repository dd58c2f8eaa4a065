/** The signup's state: values, field errors, the submitting state and the result, with focus management. */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { NewsletterField } from './newsletter-texts';
import {
  checkNewsletter,
  EMPTY_NEWSLETTER,
  NEWSLETTER_FIELDS,
  type NewsletterErrors,
  type NewsletterValues,
} from './newsletter-validation';
import type { NewsletterOutcome } from './submit-newsletter';

/** Where the form stands (SPEC section 4): idle, submitting, or the outcome of the last signup. */
export type NewsletterStatus = { type: 'idle' } | { type: 'submitting' } | NewsletterOutcome;

type FocusTarget = NewsletterField | 'result';

/** Everything NewsletterSignup renders and the handlers it wires. */
export interface NewsletterFormState {
  values: NewsletterValues;
  errors: NewsletterErrors;
  status: NewsletterStatus;
  /** False in prerendered HTML and until hydration, so a submit cannot fall back to a native GET. */
  hydrated: boolean;
  setField<K extends NewsletterField>(field: K, value: NewsletterValues[K]): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  fieldRef(field: NewsletterField): (element: HTMLElement | null) => void;
  resultRef: (element: HTMLElement | null) => void;
}

const SAFE: ReadonlySet<NewsletterOutcome['type']> = new Set(['subscribed', 'already', 'stored']);

const noSubscription = () => () => undefined;

/** State and behaviour of one signup form; fields reset (and consent clears) only after a success. */
export function useNewsletterForm(): NewsletterFormState {
  const [values, setValues] = useState<NewsletterValues>(EMPTY_NEWSLETTER);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [status, setStatus] = useState<NewsletterStatus>({ type: 'idle' });
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const elements = useRef<Partial<Record<FocusTarget, HTMLElement | null>>>({});
  const submitting = useRef(false);

  // Focus moves only after React has rendered the error or result it points to.
  useEffect(() => {
    if (focusRequest !== null) elements.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  const setField = useCallback(<K extends NewsletterField>(field: K, value: NewsletterValues[K]) => {
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
    if (submitting.current) return;
    const check = checkNewsletter(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = NEWSLETTER_FIELDS.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) setFocusRequest({ target: first });
      return;
    }
    setErrors({});
    setStatus({ type: 'submitting' });
    submitting.current = true;
    // The outbox (and Dexie) loads on first use: the footer form is on every page and must not weigh on it.
    void import('./submit-newsletter')
      .then(({ submitNewsletter }) => submitNewsletter(check.value))
      .catch((): NewsletterOutcome => ({ type: 'error' }))
      .then((outcome) => {
        submitting.current = false;
        setStatus(outcome);
        if (SAFE.has(outcome.type)) setValues(EMPTY_NEWSLETTER);
        setFocusRequest({ target: 'result' });
      });
  };

  const fieldRef = useCallback(
    (field: NewsletterField) => (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
    [],
  );
  const resultRef = useCallback((element: HTMLElement | null) => {
    elements.current.result = element;
  }, []);

  return { values, errors, status, hydrated, setField, submit, fieldRef, resultRef };
}
