/**
 * The contact and newsletter forms' last resort. Their submit flow, and with it the outbox, is fetched
 * when the page is idle or at the first keystroke; on a first visit, before the service worker holds
 * the site, a connection lost before then would leave a message neither sent nor stored. This module
 * is small enough to ship with the forms: it keeps the record in localStorage, where the outbox's
 * start-up finds it (by id, so once), and asks for that start-up as soon as the outbox can be fetched.
 */
import { keepInStorage } from '../kept-in-storage';
import type { FieldsOf, Outcome } from '../records';
import { BACKGROUND_SYNC_DELAY_MS } from '../../lib/spec-constants';

let waiting = false;

// On the `online` event, and every 30 s as the outbox itself retries, until the outbox module loads.
function adoptWhenReachable(): void {
  if (waiting) return;
  waiting = true;
  const attempt = () =>
    void import('./outbox-sync').then(({ adoptKeptRecords }) => {
      if (!waiting) return;
      waiting = false;
      window.clearInterval(timer);
      window.removeEventListener('online', attempt);
      return adoptKeptRecords();
    }, () => undefined);
  const timer = window.setInterval(attempt, BACKGROUND_SYNC_DELAY_MS);
  window.addEventListener('online', attempt);
}

/**
 * Keeps `fields` on this device without the outbox and reports it as queued (the form then says it
 * will be sent), or as unsaved when the browser refuses the storage too (the form keeps the text).
 */
export function keepOnDevice<K extends 'contact' | 'newsletter'>(kind: K, fields: FieldsOf<K>): Outcome {
  try {
    keepInStorage(window.localStorage, kind, fields);
  } catch {
    return { type: 'unsaved' };
  }
  adoptWhenReachable();
  return { type: 'queued', reason: 'offline', message: 'Kept in this browser until the outbox can be loaded' };
}
