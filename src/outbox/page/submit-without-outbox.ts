/**
 * A form's submission where the outbox cannot store it (IndexedDB blocked, some private modes): kept
 * in localStorage under the older site's lists instead, where the outbox adopts it if it ever opens
 * and the page's loop otherwise delivers it from (outbox-sync.ts), then one bounded attempt of its own.
 * Only when the storage refuses too and the attempt fails is nothing kept, and the form says so.
 */
import { OWN_ATTEMPT_TIMEOUT_MS } from '../delivery';
import { keepWithId, settleKept } from '../kept-records';
import type { FieldsOf, Outcome, RecordOf } from '../records';
import { pageLocalStorage } from '../../lib/page-local-storage';
import { pageTransport, requestSync } from './outbox-sync';

type SubmissionKind = 'contact' | 'newsletter';

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

function keptInStorage<K extends SubmissionKind>(kind: K, fields: FieldsOf<K>, id: string): boolean {
  const storage = pageLocalStorage();
  if (storage === undefined) return false;
  try {
    keepWithId(storage, kind, fields, id);
    return true;
  } catch {
    return false;
  }
}

async function attempt<K extends SubmissionKind>(kind: K, fields: FieldsOf<K>, id: string): Promise<Outcome> {
  const transport = pageTransport();
  if (transport === null) return { type: 'queued', reason: 'configuration', message: 'No backend is configured' };
  if (!online()) return { type: 'queued', reason: 'offline', message: 'This device is offline' };
  const record = { ...fields, id, timestamp: new Date().toISOString(), status: 'pending', attempts: 0 } as unknown as RecordOf<K>;
  try {
    return await transport.submit(kind, record, OWN_ATTEMPT_TIMEOUT_MS);
  } catch {
    return { type: 'queued', reason: 'offline', message: 'The attempt failed on this device' };
  }
}

/** Keeps the submission `id` in localStorage, tries to deliver it now within a few seconds, and reports the truth. */
export async function submitWithoutOutbox<K extends SubmissionKind>(kind: K, fields: FieldsOf<K>, id: string): Promise<Outcome> {
  const kept = keptInStorage(kind, fields, id);
  const outcome = await attempt(kind, fields, id);
  if (!kept) return outcome.type === 'queued' ? { type: 'unsaved' } : outcome;
  const storage = pageLocalStorage();
  // The form shows a refusal now, so the kept entry goes with a delivery; neither is sent again.
  if (storage !== undefined) settleKept(storage, kind, [{ id, outcome, visitorTold: true }]);
  if (outcome.type === 'queued') requestSync(outcome);
  return outcome;
}
