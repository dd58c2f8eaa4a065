/** Client entry: hydrates the prerendered page, registers the service worker, and starts the outbox once the page is idle. */
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { captureStaticHtml } from './components/static-html-store';
import { registerServiceWorker } from './features/pwa/service-worker-registration';
import { whenIdle } from './lib/when-idle';

// Regions the client never hydrates keep the HTML they arrived with.
captureStaticHtml(document, window.location.pathname);
hydrateRoot(document, <RouterClient router={createAppRouter()} />);
registerServiceWorker();
// Migrates legacy records, prunes old deliveries and retries whatever waits on this device. It is
// not needed to read the page, so the outbox (and Dexie) loads after the page has settled; a form
// sent earlier starts the same loop itself (requestSync), and records already stored wait for it.
whenIdle(() => void import('./backend/outbox-sync').then(({ startOutboxSync }) => startOutboxSync()));
