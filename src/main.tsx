/** Client entry: hydrates the prerendered page and registers the service worker. */
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { readAssetsFromDocument } from './app-assets';
import { preloadDocumentsFor } from './content/document-store';
import { registerServiceWorker } from './features/pwa/service-worker-registration';

async function start() {
  // The page's lazily loaded document must be present before hydration, or the first render would differ.
  await preloadDocumentsFor(window.location.pathname);
  const router = createAppRouter(readAssetsFromDocument(document));
  hydrateRoot(document, <RouterClient router={router} />);
  // Moves legacy records, prunes old deliveries and retries whatever still waits on this device;
  // loaded after hydration so the outbox (and Dexie) stays out of the first page load.
  void import('./backend/outbox-sync').then(({ startOutboxSync }) => startOutboxSync());
}

void start();
registerServiceWorker();
