/**
 * The bookkeeping every form of the site shares: field values, per-field errors cleared as the
 * visitor edits, and focus moved to an error or result once React has rendered it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useFormFields<Values extends object, Target extends string>(empty: Values) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [focusRequest, setFocusRequest] = useState<{ target: Target } | null>(null);
  const elements = useRef<Partial<Record<Target, HTMLElement | null>>>({});

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

  return { values, setValues, errors, setErrors, setField, focus, refFor };
}
