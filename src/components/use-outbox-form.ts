/**
 * The flow the contact and newsletter forms share: values and field errors (lib/use-form-fields.ts),
 * a Send pressed before hydration carried out, the check with the first invalid field focused, one
 * submission at a time through the form's own send, the fields cleared only once a submission is safe,
 * and the form filled again from a refused record named by /contact?correct=<kind>:<id>.
 * Its arguments are positional: the footer's signup is on every page, and option names would stay in
 * every page's code.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { HumanSignals } from '../../schema/submission';
import { useFormFields } from '../lib/use-form-fields';
import { useHydrated } from '../lib/use-hydrated';
import type { Outcome, RecordOf } from '../outbox/records';
import type { FieldCheck } from './field-check';
import { humanSignalsOf } from './honeypot-field';

type Field<Values> = keyof Values & string;

/** What a form renders and the handlers it wires. */
export interface OutboxFormState<Values extends object> {
  values: Values;
  errors: Partial<Record<Field<Values>, string>>;
  /** True from a valid submit until its outcome is known (docs/product/states.md). */
  sending: boolean;
  /** What became of the last submission, shown by the form's result. */
  outcome: Outcome | undefined;
  /** False in prerendered HTML and until hydration, so a submit cannot fall back to a native GET. */
  hydrated: boolean;
  setField<K extends Field<Values>>(field: K, value: Values[K]): void;
  submit(event: FormEvent<HTMLFormElement>): void;
  /** The form element, read at hydration for what was typed and sent before it. */
  formRef: RefObject<HTMLFormElement | null>;
  fieldRef(field: Field<Values>): (element: HTMLElement | null) => void;
  resultRef: (element: HTMLElement | null) => void;
}

/**
 * State and behaviour of a form whose submissions go through the outbox.
 * @param empty An untouched form.
 * @param check The form's checker (field-check.ts): its errors come in field order, so the first is focused.
 * @param send Sends the checked words with the signals of a person: the feature's submit flow, fetched
 *   on demand with the outbox, or the device's keeping when that flow cannot be fetched.
 * @param preload Fetches that flow, at the first keystroke.
 * @param kind The kind a /contact?correct= link names for this form, or false where it takes no correction.
 * @param corrected The values a refused record is corrected with: a function of the module (read once).
 * @param onSafe Called once a submission is safe, beside clearing the fields.
 */
export function useOutboxForm<Values extends object, Checked extends object, Kind extends 'contact' | 'newsletter'>(
  empty: Values,
  check: (values: Values) => FieldCheck<Values, Checked>,
  send: (words: Checked & HumanSignals) => Promise<Outcome>,
  preload: () => void,
  kind: Kind | false,
  corrected: (record: RecordOf<Kind>) => Values,
  onSafe?: () => void,
): OutboxFormState<Values> {
  // A Send pressed before hydration (lib/early-submit.ts) is carried out with what was typed.
  const { values, setValues, errors, setErrors, setField, focus, refFor, formRef } = useFormFields<Values, Field<Values> | 'result'>(empty, {
    onEarlySubmit: (typed) => submitValues(typed),
  });
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const hydrated = useHydrated();
  const inFlight = useRef(false);

  // Arriving from the notice about a refused submission: what the visitor typed comes back, with the
  // server's reason, ready to be corrected and sent again.
  useEffect(() => {
    if (!kind || !new URLSearchParams(window.location.search).has('correct')) return;
    let cancelled = false;
    // Loaded on demand: a form on every page must not carry the outbox.
    void import('../outbox/page/corrections')
      .then(({ refusalToCorrect }) => refusalToCorrect(kind, window.location.search))
      .then((refusal) => {
        if (cancelled || refusal === undefined) return;
        setValues(corrected(refusal.record));
        setOutcome({ type: 'rejected', message: refusal.message });
        focus('result');
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [kind, corrected, setValues, focus]);

  const submitValues = (current: Values) => {
    if (inFlight.current) return;
    const checked = check(current);
    if (!checked.ok) {
      setErrors(checked.errors);
      focus(Object.keys(checked.errors)[0] as Field<Values>);
      return;
    }
    setErrors({});
    // The words, and what tells a person from a script (held for an operator, never refused).
    const words = { ...checked.value, ...humanSignalsOf(formRef.current) };
    setOutcome(undefined);
    setSending(true);
    inFlight.current = true;
    void send(words)
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
    submitValues(values);
  };

  const resultRef = useMemo(() => refFor('result'), [refFor]);
  const typeField = <K extends Field<Values>>(field: K, value: Values[K]) => {
    preload();
    setField(field, value);
  };
  return { values, errors, sending, outcome, hydrated, setField: typeField, submit, formRef, fieldRef: refFor, resultRef };
}
