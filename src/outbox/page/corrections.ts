/**
 * Refused submissions the visitor can correct: the notice lists them on a later visit, and the form
 * it links to (/contact?correct=<kind>:<id>) is filled again with what was typed.
 */
import { findRecord, untoldRejections } from '../queries';
import type { OutboxKind, RecordOf } from '../records';
import { markVisitorTold } from '../store';
import { pageOutbox } from './outbox-sync';

/** A refused record and the server's reason. */
export interface Refusal<K extends OutboxKind = OutboxKind> {
  kind: K;
  record: RecordOf<K>;
  message: string;
}

/** The search parameter a correction link carries. */
export const CORRECTION_PARAMETER = 'correct';

/** The address of the form that corrects a refused record, or undefined for kinds no form edits (chat turns). */
export function correctionHref(kind: OutboxKind, id: string): string | undefined {
  if (kind === 'contact') return `/contact?${CORRECTION_PARAMETER}=contact:${id}`;
  if (kind === 'newsletter') return `/contact?${CORRECTION_PARAMETER}=newsletter:${id}#contact-newsletter`;
  return undefined;
}

/** Refusals the visitor has not been told about yet; none when storage is unavailable. */
export async function untoldRefusals(): Promise<Refusal[]> {
  try {
    return (await untoldRejections(pageOutbox())).map(({ kind, record }) => ({ kind, record, message: record.lastError ?? '' }) as Refusal);
  } catch {
    return [];
  }
}

/** Notes that the visitor has seen these refusals, so the notice does not come back. */
export async function acknowledgeRefusals(refusals: ReadonlyArray<Pick<Refusal, 'kind'> & { record: { id: string } }>): Promise<void> {
  try {
    await markVisitorTold(pageOutbox(), refusals.map(({ kind, record }) => ({ kind, id: record.id })));
  } catch {
    // docs/product/records.md: storage errors are ignored silently; at worst the notice shows again.
  }
}

/** The refused record of `kind` named by the page's ?correct= parameter, marked as told; undefined otherwise. */
export async function refusalToCorrect<K extends 'contact' | 'newsletter'>(kind: K, search: string): Promise<Refusal<K> | undefined> {
  const [wanted, id] = (new URLSearchParams(search).get(CORRECTION_PARAMETER) ?? '').split(':');
  if (wanted !== kind || !id) return undefined;
  try {
    const record = await findRecord(pageOutbox(), kind, id);
    if (record?.status !== 'rejected') return undefined;
    await markVisitorTold(pageOutbox(), [{ kind, id }]);
    return { kind, record, message: record.lastError ?? '' };
  } catch {
    return undefined;
  }
}
