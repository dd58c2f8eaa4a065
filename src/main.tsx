/** Client entry: hydrates the prerendered page, registers the service worker, and once the page is idle renders deferred blocks and starts the outbox. */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { captureStaticHtml } from './components/static-html-store';
import { loadServiceWorker } from './features/pwa/load-service-worker';
import { whenIdle } from './lib/when-idle';
import { renderDeferredBlocks } from './lib/render-deferred-blocks';

// Regions the client never hydrates keep the HTML they arrived with.
captureStaticHtml(document, window.location.pathname);
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: a tap or a keypress during start-up is answered at once.
const router = createAppRouter();
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
// Long texts and the footer skip layout at first (styles.css); once the page is idle they are rendered.
// The router reports its first render (the hydration) as it reports every navigation's.
router.subscribe('onRendered', () => whenIdle(() => renderDeferredBlocks()));
loadServiceWorker();
// Migrates legacy records, prunes old deliveries and retries whatever waits on this device. It is
// not needed to read the page, so the outbox (and Dexie) loads after the page has settled, and only
// where there may be records (a first visit has none); a form sent earlier starts the same loop
// itself (requestSync), and records already stored wait for it. Offline before it could be
// fetched, it starts when the connection comes back.
function whenReachable<Module>(load: () => Promise<Module>, use: (module: Module) => void): void {
  void load().then(use, () => window.addEventListener('online', () => whenReachable(load, use), { once: true }));
}
whenIdle(() =>
  whenReachable(
    () => import('./backend/outbox-presence'),
    ({ startOutboxWhenNeeded }) =>
      startOutboxWhenNeeded(() => whenReachable(() => import('./backend/outbox-sync'), ({ startOutboxSync }) => void startOutboxSync())),
  ),
);
// A list of the page's sections that scrolls inside itself keeps the section being read in sight.
whenIdle(() => whenReachable(() => import('./lib/follow-section-mark'), ({ followSectionMarks }) => followSectionMarks()));
