/** Registers the site's worker with workbox-window, fetched as its own chunk: every page needs it, but only after load. */
import { SERVICE_WORKER_PATH } from '../../lib/spec-constants';
import { canRegister, registerServiceWorker } from './service-worker-registration';

/** Loads workbox-window and registers /sw.js (which Workbox defers to the window's load event); failures are ignored. */
export function loadServiceWorker(): void {
  if (!canRegister()) return;
  void import('workbox-window')
    .then(({ Workbox }) => registerServiceWorker({ createWorkbox: () => new Workbox(SERVICE_WORKER_PATH, { scope: '/' }) }))
    .catch(() => undefined);
}
