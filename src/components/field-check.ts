/** A form's check with the schema the edge function uses, reporting every invalid field at once (the contact and newsletter forms). */
import { isBlankText, type ValidationResult } from '../../schema/submission';

/** Each invalid field with the message shown under it, in the order the fields appear. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** The cleaned submission, or the errors in field order. */
export type FieldCheck<Values, Checked> = { ok: true; value: Checked } | { ok: false; errors: FieldErrors<Values> };

/**
 * A form's checker. `validate` is the schema's, which stops at the first error, so each field is
 * checked on its own among `standIns` (valid values); a required field left blank gets the form's own
 * words from `required`, and an error naming no field of the form is shown under `fallback`.
 * Positional, so that no option name weighs on the footer's signup every page carries.
 */
export function fieldChecker<Values extends object, Checked>(
  validate: (input: Values) => ValidationResult<Checked>,
  fields: readonly (keyof Values & string)[],
  standIns: Values,
  required: Partial<Record<keyof Values & string, string>>,
  fallback: keyof Values & string,
): (values: Values) => FieldCheck<Values, Checked> {
  return (values) => {
    const result = validate(values);
    if (result.ok) return { ok: true, value: result.value };
    const errors: FieldErrors<Values> = {};
    for (const field of fields) {
      const value = values[field];
      const alone = validate({ ...standIns, [field]: value });
      const blank = typeof value === 'string' && isBlankText(value);
      if (!alone.ok && alone.field === field) errors[field] = blank && required[field] !== undefined ? required[field] : alone.message;
    }
    if (Object.keys(errors).length === 0) errors[fields.find((candidate) => candidate === result.field) ?? fallback] = result.message;
    return { ok: false, errors };
  };
}
