/**
 * The submission protocol of the contact and newsletter forms: write the record to the outbox first,
 * make one bounded attempt of its own (never behind a replay), and report the truth. Without IndexedDB
 * the record is kept in localStorage instead (submit-without-outbox.ts). A Send repeated on an
 * unchanged form is the same record (submission-ids.ts), so the server stores it once.
 */
import { attemptOnce } from '../delivery';
import { findRecord } from '../queries';
import type { FieldsOf, Outcome } from '../records';
import { enqueue, markVisitorTold } from '../store';
import { drainAfterSuccess, pageOutbox, pageTransport, requestSync } from './outbox-sync';
import { submissionIdFor } from './submission-ids';
import { submitWithoutOutbox } from './submit-without-outbox';

type SubmissionKind = 'contact' | 'newsletter';

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/** Stores the submission, tries to deliver it now within a few seconds, and schedules the retry when it could not. */
export async function submitThroughOutbox<K extends SubmissionKind>(kind: K, fields: FieldsOf<K>): Promise<Outcome> {
  const db = pageOutbox();
  const id = submissionIdFor(kind, fields);
  try {
    // A repeated Send finds its first attempt's record: that one is delivered, never a copy.
    if ((await findRecord(db, kind, id)) === undefined) await enqueue(db, kind, fields, { id });
  } catch {
    return submitWithoutOutbox(kind, fields, id);
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
