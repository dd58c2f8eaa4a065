/**
 * The flow the contact and newsletter forms share: values and field errors (lib/use-form-fields.ts),
 * a Send pressed before hydration carried out, the check, one submission at a time through the
 * feature's submit flow (its own chunk, with the outbox), the form filled again from a refused record
 * named by /contact?correct=<kind>:<id>, and localStorage as the last resort when that flow cannot be
 * fetched (offline before it ever was). Fields are cleared only once a submission is safe.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { HumanSignals } from '../../schema/submission';
import { useFormFields } from '../lib/use-form-fields';
import { useHydrated } from '../lib/use-hydrated';
import { whenIdle } from '../lib/when-idle';
import { keepOnDevice } from '../outbox/page/keep-on-device';
import type { FieldsOf, Outcome, RecordOf } from '../outbox/records';
import type { FieldCheck } from './field-check';
import { humanSignalsOf } from './honeypot-field';

type FormKind = 'contact' | 'newsletter';
type FieldOf<Values> = keyof Values & string;

/** What one form brings to the shared flow. */
export interface OutboxFormOptions<Kind extends FormKind, Values extends object, Checked extends FieldsOf<Kind> & HumanSignals> {
  kind: Kind;
  /** An untouched form. */
  empty: Values;
  /** The fields in the order they appear: the first invalid one is focused. */
  fields: readonly FieldOf<Values>[];
  check(values: Values): FieldCheck<Values, Checked>;
  /**
   * Fetches the feature's submit flow. The outbox (Dexie) is not part of a page's first load: the flow
   * is fetched at the first keystroke (and when the page is idle, with `preloadWhenIdle`), so a
   * submission sent after the connection has dropped is still kept on the device, even on a first
   * visit before the service worker holds the site. The browser keeps the module once fetched.
   */
  loadSubmit(): Promise<(sent: Checked) => Promise<Outcome>>;
  preloadWhenIdle?: boolean;
  /** The values a refused record of this kind is corrected with; without it, the form takes no correction. */
  corrected?(record: RecordOf<Kind>): Values;
  /** What is sent, from the checked words (the contact form adds the chat's conversation when attached). */
  prepare?(words: Checked): Promise<Checked>;
  /** Once a submission is safe, beside clearing the fields. */
  onSafe?(): void;
}

/** What a form renders and the handlers it wires. */
export interface OutboxFormState<Values extends object> {
  values: Values;
  errors: Partial<Record<FieldOf<Values>, string>>;
  /** True from a valid submit until its outcome is known (docs/product/states.md). */
  sending: boolean;
  /** What became of the last submission, shown by the form's result. */
  outcome: Outcome | undefined;
  /** False in prerendered HTML and until hydration, so a submit cannot fall back to a native GET. */
  hydrated: boolean;
  setField<Field extends FieldOf<Values>>(field: Field, value: Values[Field]): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  /** The form element, read at hydration for what was typed and sent before it. */
  formRef: RefObject<HTMLFormElement | null>;
  fieldRef(field: FieldOf<Values>): (element: HTMLElement | null) => void;
  resultRef: (element: HTMLElement | null) => void;
}

/** State and behaviour of a form whose submissions go through the outbox. */
export function useOutboxForm<Kind extends FormKind, Values extends object, Checked extends FieldsOf<Kind> & HumanSignals>(
  options: OutboxFormOptions<Kind, Values, Checked>,
): OutboxFormState<Values> {
  const { kind, empty, fields, check, loadSubmit, preloadWhenIdle = false, corrected, prepare, onSafe } = options;
  // A Send pressed before hydration (lib/early-submit.ts) is carried out with what was typed.
  const { values, setValues, errors, setErrors, setField, focus, refFor, formRef } = useFormFields<Values, FieldOf<Values> | 'result'>(empty, {
    onEarlySubmit: (typed) => send(typed),
  });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const hydrated = useHydrated();
  const inFlight = useRef(false);
  const preload = () => void loadSubmit().catch(() => undefined);
  const initial = useRef({ kind, preload, corrected });

  useEffect(() => (preloadWhenIdle ? whenIdle(initial.current.preload) : undefined), [preloadWhenIdle]);

  // Arriving from the notice about a refused submission: what the visitor typed comes back, with the
  // server's reason, ready to be corrected and sent again.
  const correctable = corrected !== undefined;
  useEffect(() => {
    const { kind: wanted, corrected: toValues } = initial.current;
    if (!correctable || toValues === undefined || !new URLSearchParams(window.location.search).has('correct')) return;
    let cancelled = false;
    // Loaded on demand: a form on every page must not carry the outbox.
    void import('../outbox/page/corrections')
      .then(({ refusalToCorrect }) => refusalToCorrect(wanted, window.location.search))
      .then((refusal) => {
        if (cancelled || refusal === undefined) return;
        setValues(toValues(refusal.record));
        setOutcome({ type: 'rejected', message: refusal.message });
        focus('result');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [correctable, setValues, focus]);

  const send = (current: Values) => {
    if (inFlight.current) return;
    const checked = check(current);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = fields.find((field) => checked.errors[field] !== undefined);
      if (first !== undefined) focus(first);
      return;
    }
    setErrors({});
    // The words, and what tells a person from a script (held for an operator, never refused).
    const words = { ...checked.value, ...humanSignalsOf(formRef.current) };
    setOutcome(undefined);
    setSending(true);
    inFlight.current = true;
    void (prepare ? prepare(words) : Promise.resolve(words))
      .then((sent) =>
        loadSubmit().then(
          (submitFlow) => submitFlow(sent),
          // The flow could not be fetched (offline before it ever was): kept in localStorage instead.
          () => keepOnDevice(kind, sent),
        ),
      )
      .catch((): Outcome => ({ type: 'unsaved' }))
      .then((result) => {
        inFlight.current = false;
        setSending(false);
        setOutcome(result);
        // Cleared only when the submission is safe: delivered, or kept on this device for later.
        if (result.type === 'delivered' || result.type === 'queued') {
          setValues(empty);
          onSafe?.();
        }
        focus('result');
      });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(values);
  };

  const resultRef = useMemo(() => refFor('result'), [refFor]);
  const typeField = <Field extends FieldOf<Values>>(field: Field, value: Values[Field]) => {
    preload();
    setField(field, value);
  };
  return { values, errors, sending, outcome, hydrated, setField: typeField, submit, formRef, fieldRef: refFor, resultRef };
}
