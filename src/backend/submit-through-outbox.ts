/**
 * The submission protocol of the contact and newsletter forms (DESIGN section 3): write the record to
 * the outbox first, make one bounded attempt of its own (never behind a replay), and report the
 * truth. Without IndexedDB the network is the only place it can go, and a failure there is an error.
 */
import { attemptOnce, OWN_ATTEMPT_TIMEOUT_MS } from '../outbox/delivery';
import type { FieldsOf, Outcome, RecordOf } from '../outbox/records';
import { enqueue, markVisitorTold } from '../outbox/store';
import { drainAfterSuccess, pageOutbox, pageTransport, requestSync } from './outbox-sync';

type SubmissionKind = 'contact' | 'newsletter';

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

async function sendWithoutStorage<K extends SubmissionKind>(kind: K, fields: FieldsOf<K>): Promise<Outcome> {
  const transport = pageTransport();
  if (transport === null) return { type: 'unsaved' };
  const record = { ...fields, id: crypto.randomUUID(), timestamp: new Date().toISOString(), status: 'pending', attempts: 0 } as unknown as RecordOf<K>;
  const outcome = await transport.submit(kind, record, OWN_ATTEMPT_TIMEOUT_MS);
  return outcome.type === 'queued' ? { type: 'unsaved' } : outcome;
}

/** Stores the submission, tries to deliver it now within a few seconds, and schedules the retry when it could not. */
export async function submitThroughOutbox<K extends SubmissionKind>(kind: K, fields: FieldsOf<K>): Promise<Outcome> {
  const db = pageOutbox();
  let id: string;
  try {
    id = (await enqueue(db, kind, fields)).id;
  } catch {
    return sendWithoutStorage(kind, fields);
  }
  const transport = pageTransport();
  // With no backend configured the record simply waits on this device.
  if (transport === null) return { type: 'queued', reason: 'configuration', message: 'No backend is configured' };
  try {
    const outcome = await attemptOnce(db, kind, id, transport, { online: online() });
    if (outcome.type === 'queued') requestSync(outcome);
    if (outcome.type === 'delivered') drainAfterSuccess();
    // The form shows this refusal now; the notice on a later visit need not repeat it.
    if (outcome.type === 'rejected') await markVisitorTold(db, [{ kind, id }]).catch(() => undefined);
    return outcome;
  } catch {
    // The record is safely stored; only the attempt went wrong, so the sync loop will deliver it.
    requestSync();
    return { type: 'queued', reason: 'offline', message: 'The attempt failed on this device' };
  }
}
