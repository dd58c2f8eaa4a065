/**
 * The bookkeeping every form of the site shares: field values, per-field errors cleared as the
 * visitor edits, focus moved to an error or result once React has rendered it, and the hand-over from
 * the prerendered form: what was typed before hydration becomes the form's state, and a Send pressed
 * then is carried out (early-submit.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { takeEarlySubmit } from './early-submit';
import { typedIntoControls } from './typed-into-controls';

export function useFormFields<Values extends object, Target extends string>(
  empty: Values,
  { onEarlySubmit }: { onEarlySubmit?: (values: Values) => void } = {},
) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ target: Target } | null>(null);
  const elements = useRef<Partial<Record<Target, HTMLElement | null>>>({});
  const form = useRef<HTMLFormElement | null>(null);
  const emptyValues = useRef(empty);
  const earlySubmitHandler = useRef(onEarlySubmit);
  useLayoutEffect(() => {
    earlySubmitHandler.current = onEarlySubmit;
  });

  // Hydration keeps each control's DOM value but not the state behind it: the first re-render would
  // write the empty state back over what the visitor typed. Read in the commit, before any event.
  useLayoutEffect(() => {
    const typed = typedIntoControls(emptyValues.current, elements.current as Record<string, HTMLElement | null | undefined>);
    if (typed !== undefined) setValues((current) => ({ ...current, ...typed }));
    if (form.current !== null && takeEarlySubmit(form.current)) earlySubmitHandler.current?.({ ...emptyValues.current, ...typed });
  }, []);

  useEffect(() => {
    if (focusRequest !== null) elements.current[focusRequest.target]?.focus();
  }, [focusRequest]);

  const setField = useCallback(<K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);

  /** Moves focus to `target` after the next render. */
  const focus = useCallback((target: Target) => setFocusRequest({ target }), []);

  /** A ref callback registering the element that `target` names. */
  const refFor = useCallback(
    (target: Target) => (element: HTMLElement | null) => {
      elements.current[target] = element;
    },
    [],
  );

  return { values, setValues, errors, setErrors, setField, focus, refFor, formRef: form };
}
