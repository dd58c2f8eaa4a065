/** The signup's state: values, field errors, the submitting state and the result, with focus management. */
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useFormFields } from '../../lib/use-form-fields';
import { useHydrated } from '../../lib/use-hydrated';
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

/** State and behaviour of one signup form; fields reset (and consent clears) only after a success. */
export function useNewsletterForm(): NewsletterFormState {
  const { values, setValues, errors, setErrors, setField, focus, refFor } = useFormFields<NewsletterValues, FocusTarget>(
    EMPTY_NEWSLETTER,
  );
  const [status, setStatus] = useState<NewsletterStatus>({ type: 'idle' });
  const hydrated = useHydrated();
  const submitting = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current) return;
    const check = checkNewsletter(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = NEWSLETTER_FIELDS.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) focus(first);
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
        focus('result');
      });
  };

  const resultRef = useMemo(() => refFor('result'), [refFor]);
  return { values, errors, status, hydrated, setField, submit, fieldRef: refFor, resultRef };
}
