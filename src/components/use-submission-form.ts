/**
 * The behaviour the contact form and the newsletter signup share: validate on submit and focus the
 * first error, send once at a time, clear the fields only when what was sent is safe (delivered or
 * kept on this device), and refill a refused submission named by a correction link.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import type { Outcome, RecordOf } from '../outbox/records';

/** A refused record's kind, and how its stored fields fill the form again. */
export interface Correction<K extends 'contact' | 'newsletter', Values> {
  kind: K;
  fill(record: RecordOf<K>): Values;
}

/** What a form validates and sends; `correction` must keep its identity across renders (a module constant). */
/** The names of a form's fields. */
type FieldOf<Values> = keyof Values & string;

export interface SubmissionFormSetup<Values extends object, Valid, K extends 'contact' | 'newsletter'> {
  empty: Values;
  /** The fields in the order the visitor meets them: the first with an error takes focus. */
  fields: readonly FieldOf<Values>[];
  check(values: Values): { ok: true; value: Valid } | { ok: false; errors: Partial<Record<FieldOf<Values>, string>> };
  send(value: Valid): Promise<Outcome>;
  correction?: Correction<K, Values>;
}

/** Everything a form renders and the handlers it wires. */
export interface SubmissionFormState<Values extends object, Field extends FieldOf<Values> = FieldOf<Values>> {
  values: Values;
  errors: Partial<Record<Field, string>>;
  /** True from a valid submit until its outcome is known. */
  sending: boolean;
  /** What became of the last submission. */
  outcome: Outcome | undefined;
  /** False in prerendered HTML and until hydration, so a submit cannot fall back to a native GET. */
  hydrated: boolean;
  setField<F extends Field>(field: F, value: Values[F]): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  fieldRef(field: Field): (element: HTMLElement | null) => void;
  resultRef: (element: HTMLElement | null) => void;
}

export function useSubmissionForm<Values extends object, Valid, K extends 'contact' | 'newsletter'>(
  setup: SubmissionFormSetup<Values, Valid, K>,
): SubmissionFormState<Values> {
  type Field = FieldOf<Values>;
  const [values, setValues] = useState<Values>(setup.empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // Focus moves to an error or the result once React has rendered it.
  const [focusRequest, setFocusRequest] = useState<{ target: Field | 'result' } | null>(null);
  const elements = useRef<Partial<Record<Field | 'result', HTMLElement | null>>>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const hydrated = useHydrated();
  const inFlight = useRef(false);
  const { correction } = setup;

  useEffect(() => {
    if (focusRequest !== null) elements.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  /** Moves focus to `target` after the next render. */
  const focus = useCallback((target: Field | 'result') => setFocusRequest({ target }), []);

  /** A ref callback registering the element that `target` names. */
  const refFor = useCallback(
    (target: Field | 'result') => (element: HTMLElement | null) => {
      elements.current[target] = element;
    },
    [],
  );

  // An edited field loses its error.
  const setField = useCallback(<F extends Field>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  // Arriving from the notice about a refused submission (/contact?correct=<kind>:<id>): what the
  // visitor typed comes back, with the server's reason, ready to be corrected and sent again.
  useEffect(() => {
    if (correction === undefined || !new URLSearchParams(window.location.search).has('correct')) return;
    let cancelled = false;
    // Loaded on demand: the footer's signup is on every page and must not carry the outbox.
    void import('../backend/corrections')
      .then(({ refusalToCorrect }) => refusalToCorrect(correction.kind, window.location.search))
      .then((refusal) => {
        if (cancelled || refusal === undefined) return;
        setValues(correction.fill(refusal.record));
        setOutcome({ type: 'rejected', message: refusal.message });
        focus('result');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [correction, setValues, focus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const check = setup.check(values);
    if (!check.ok) {
      setErrors(check.errors);
      const first = setup.fields.find((field) => check.errors[field] !== undefined);
      if (first !== undefined) focus(first);
      return;
    }
    setErrors({});
    setOutcome(undefined);
    setSending(true);
    inFlight.current = true;
    void setup
      .send(check.value)
      .catch((): Outcome => ({ type: 'unsaved' }))
      .then((result) => {
        inFlight.current = false;
        setSending(false);
        setOutcome(result);
        // Cleared only when what was sent is safe: delivered, or kept on this device for later.
        if (result.type === 'delivered' || result.type === 'queued') setValues(setup.empty);
        focus('result');
      });
  };

  const resultRef = useMemo(() => refFor('result'), [refFor]);
  return { values, errors, sending, outcome, hydrated, setField, submit, fieldRef: refFor, resultRef };
}
