/** What every page starts besides React, whichever entry hydrates it: the service worker, the outbox when idle, the section lists' follower, the opening of a linked FAQ item. */
import { loadServiceWorker } from './features/pwa/load-service-worker';
import { openTargetDetails } from './lib/open-target-details';
import { whenIdle } from './lib/when-idle';
import { whenReachable } from './lib/when-reachable';

export function startBackgroundWork(): void {
  // At once, not when idle: a visitor who follows a link to an FAQ item sees it opened, not opening.
  openTargetDetails();
  loadServiceWorker();
  // Migrates legacy records, prunes old deliveries and retries whatever waits on this device. It is
  // not needed to read the page, so the outbox (and Dexie) loads after the page has settled, and only
  // where there may be records (a first visit has none); a form sent earlier starts the same loop
  // itself (requestSync), and records already stored wait for it.
  whenIdle(() =>
    whenReachable(
      () => import('./outbox/page/outbox-presence'),
      ({ startOutboxWhenNeeded }) =>
        startOutboxWhenNeeded(() => whenReachable(() => import('./outbox/page/outbox-sync'), ({ startOutboxSync }) => void startOutboxSync())),
    ),
  );
  // A list of the page's sections that scrolls inside itself keeps the section being read in sight.
  whenIdle(() => whenReachable(() => import('./lib/follow-section-mark'), ({ followSectionMarks }) => followSectionMarks()));
}
