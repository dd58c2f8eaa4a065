/** A form's check with the schema the edge function uses, reporting every invalid field at once (the contact and newsletter forms). */
import { isBlankText, type ValidationResult } from '../../schema/submission';

/** A form's field names: the keys of its values. */
type FieldOf<Values> = keyof Values & string;

/** Each invalid field with the message shown under it. */
export type FieldErrors<Values> = Partial<Record<FieldOf<Values>, string>>;

/** The cleaned submission, or the errors in field order. */
export type FieldCheck<Values, Checked> = { ok: true; value: Checked } | { ok: false; errors: FieldErrors<Values> };

/** What checking one form takes. */
export interface FieldChecker<Values, Checked> {
  /** The schema's validation, which stops at the first error. */
  validate(input: Values): ValidationResult<Checked>;
  /** The fields in the order they appear (and the first invalid one is focused). */
  fields: readonly FieldOf<Values>[];
  /** Valid stand-ins, which let one field be checked on its own. */
  standIns: Values;
  /** The form's own words for a required field left blank; the schema's message otherwise. */
  required: Partial<Record<FieldOf<Values>, string>>;
  /** Where an error that names no field of the form is shown. */
  fallback: FieldOf<Values>;
}

function messageFor(required: Partial<Record<string, string>>, field: string, value: unknown, schemaMessage: string): string {
  const blank = typeof value === 'string' && isBlankText(value);
  return blank && required[field] !== undefined ? required[field] : schemaMessage;
}

/** Validates `values` with `checker`; on failure every invalid field gets its own message. */
export function checkFields<Values extends object, Checked>(checker: FieldChecker<Values, Checked>, values: Values): FieldCheck<Values, Checked> {
  const result = checker.validate(values);
  if (result.ok) return { ok: true, value: result.value };
  const errors: FieldErrors<Values> = {};
  for (const field of checker.fields) {
    const alone = checker.validate({ ...checker.standIns, [field]: values[field] });
    if (!alone.ok && alone.field === field) errors[field] = messageFor(checker.required, field, values[field], alone.message);
  }
  if (Object.keys(errors).length === 0) {
    const field = checker.fields.find((candidate) => candidate === result.field) ?? checker.fallback;
    errors[field] = result.message;
  }
  return { ok: false, errors };
}
