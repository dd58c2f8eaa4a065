/** Client entry: hydrates the prerendered page and registers the service worker. */
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { readAssetsFromDocument } from './app-assets';
import { preloadDocumentsFor } from './content/document-store';
import { registerServiceWorker } from './register-service-worker';
import { startOutboxSync } from './backend/outbox-sync';

async function start() {
  // The page's lazily loaded document must be present before hydration, or the first render would differ.
  await preloadDocumentsFor(window.location.pathname);
  const router = createAppRouter(readAssetsFromDocument(document));
  hydrateRoot(document, <RouterClient router={router} />);
  // Moves legacy records, prunes old deliveries and retries whatever still waits on this device.
  void startOutboxSync();
}

void start();
registerServiceWorker();
