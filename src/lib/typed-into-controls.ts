/** What a visitor put into a form's controls before its island hydrated: text, a chosen option, a ticked box. */

/**
 * The values of `controls` (by field name) that differ from `empty`, read from the DOM: `checked` for a
 * field whose empty value is a boolean, `value` otherwise. Undefined when nothing was changed.
 */
export function typedIntoControls<Values extends object>(
  empty: Values,
  controls: Readonly<Record<string, HTMLElement | null | undefined>>,
): Partial<Values> | undefined {
  const typed: Record<string, unknown> = {};
  for (const [field, emptyValue] of Object.entries(empty)) {
    const control = controls[field];
    if (control === null || control === undefined) continue;
    const value =
      typeof emptyValue === 'boolean'
        ? control instanceof HTMLInputElement && control.checked
        : control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement
          ? control.value
          : emptyValue;
    if (value !== emptyValue) typed[field] = value;
  }
  return Object.keys(typed).length === 0 ? undefined : (typed as Partial<Values>);
}
