/**
 * One record id per submission, so a Send repeated on an unchanged form (after an error, a time-out,
 * an impatient second press) is the same record to the server, which stores a repeat of its
 * clientRecordId once. Remembered for this page's life, keyed on the kind and the exact fields.
 */
import type { FieldsOf, OutboxKind } from '../records';
import { HONEYPOT_FIELD, type HumanSignals } from '../../../schema/submission';

const remembered = new Map<string, string>();

// The human signals (schema/submission.ts) change with every press; the visitor's words make the submission.
const NOT_THE_WORDS = new Set<string>([HONEYPOT_FIELD, 'elapsedMs' satisfies keyof HumanSignals]);

function keyOf<K extends OutboxKind>(kind: K, fields: FieldsOf<K>): string {
  const entries = Object.entries(fields)
    .filter(([field, value]) => !NOT_THE_WORDS.has(field) && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([kind, entries]);
}

/** The record id of this kind and these exact fields: the one an earlier Send of this page used, else a new one. */
export function submissionIdFor<K extends OutboxKind>(kind: K, fields: FieldsOf<K>): string {
  const key = keyOf(kind, fields);
  let id = remembered.get(key);
  if (id === undefined) {
    id = crypto.randomUUID();
    remembered.set(key, id);
  }
  return id;
}
