/** The signup's state: values, field errors, the submitting state and the result, with focus management. */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
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
import type { Outcome } from '../../outbox/records';
import { keepOnDevice } from '../../outbox/page/keep-on-device';
import { humanSignalsOf } from '../../components/honeypot-field';

type FocusTarget = NewsletterField | 'result';

/**
 * The outbox (Dexie) loads on first use: the footer's form is on every page and must not weigh on it.
 * First use is the first keystroke, not the submit, so a signup sent after the connection has dropped
 * is still kept on the device, even on a first visit before the service worker holds the site; lost
 * before then, keepOnDevice keeps it in localStorage for the outbox to take over.
 * The browser keeps the module once fetched, so later calls cost nothing.
 */
const loadSubmitNewsletter = () => import('./submit-newsletter');

/** Everything NewsletterSignup renders and the handlers it wires. */
export interface NewsletterFormState {
  values: NewsletterValues;
  errors: NewsletterErrors;
  /** True from a valid submit until its outcome is known (docs/product/states.md: 'Subscribing...'). */
  sending: boolean;
  /** What became of the last signup, shown by NewsletterResult. */
  outcome: Outcome | undefined;
  /** False in prerendered HTML and until hydration, so a submit cannot fall back to a native GET. */
  hydrated: boolean;
  setField<K extends NewsletterField>(field: K, value: NewsletterValues[K]): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  /** The form element, read at hydration for what was typed and sent before it. */
  formRef: RefObject<HTMLFormElement | null>;
  fieldRef(field: NewsletterField): (element: HTMLElement | null) => void;
  resultRef: (element: HTMLElement | null) => void;
}


/**
 * State and behaviour of one signup form; fields reset (and consent clears) only after a success.
 * With `acceptCorrection` (the page's main signup, not the footer's) a refused signup named by
 * /contact?correct=newsletter:<id> is filled in again with the server's reason.
 */
export function useNewsletterForm({ acceptCorrection = false }: { acceptCorrection?: boolean } = {}): NewsletterFormState {
  // A Send pressed before hydration (lib/early-submit.ts) is carried out with what was typed.
  const { values, setValues, errors, setErrors, setField, focus, refFor, formRef } = useFormFields<NewsletterValues, FocusTarget>(
    EMPTY_NEWSLETTER,
    { onEarlySubmit: (typed) => send(typed) },
  );
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const hydrated = useHydrated();
  const inFlight = useRef(false);

  useEffect(() => {
    if (!acceptCorrection || !new URLSearchParams(window.location.search).has('correct')) return;
    let cancelled = false;
    // Loaded on demand: the footer's form is on every page and must not carry the outbox.
    void import('../../outbox/page/corrections')
      .then(({ refusalToCorrect }) => refusalToCorrect('newsletter', window.location.search))
      .then((refusal) => {
        if (cancelled || refusal === undefined) return;
        const { firstName, lastName, email } = refusal.record;
        setValues({ ...EMPTY_NEWSLETTER, firstName, lastName, email });
        setOutcome({ type: 'rejected', message: refusal.message });
        focus('result');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [acceptCorrection, setValues, focus]);

  const send = (current: NewsletterValues) => {
    if (inFlight.current) return;
    const check = checkNewsletter(current);
    if (!check.ok) {
      setErrors(check.errors);
      const first = NEWSLETTER_FIELDS.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) focus(first);
      return;
    }
    setErrors({});
    // The words, with what tells a person from a script (held for an operator, never refused).
    const sent = { ...check.value, ...humanSignalsOf(formRef.current) };
    setOutcome(undefined);
    setSubmitting(true);
    inFlight.current = true;
    void loadSubmitNewsletter()
      .then(
        ({ submitNewsletter }) => submitNewsletter(sent),
        // The flow could not be fetched (offline before it ever was): kept in localStorage instead.
        () => keepOnDevice('newsletter', sent),
      )
      .catch((): Outcome => ({ type: 'unsaved' }))
      .then((result) => {
        inFlight.current = false;
        setSubmitting(false);
        setOutcome(result);
        // Reset (and consent cleared) only once the signup is safe: delivered or kept on this device.
        if (result.type === 'delivered' || result.type === 'queued') setValues(EMPTY_NEWSLETTER);
        focus('result');
      });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(values);
  };

  const resultRef = useMemo(() => refFor('result'), [refFor]);
  const typeField = <K extends NewsletterField>(field: K, value: NewsletterValues[K]) => {
    void loadSubmitNewsletter().catch(() => undefined);
    setField(field, value);
  };
  return { values, errors, sending: submitting, outcome, hydrated, setField: typeField, submit, formRef, fieldRef: refFor, resultRef };
}
