/**
 * The browser-only part of /outbox (the page's island): the records live in this device's IndexedDB, so the
 * prerendered page shows a loading line, and the live view (with Dexie, the largest part of the page's code)
 * is fetched once the island has hydrated, not before the page is interactive.
 */
import { lazy, Suspense } from 'react';
import type { OutboxDb } from '../../outbox/database';
import { useHydrated } from '../../lib/use-hydrated';
import { whenReachable } from '../../lib/when-reachable';
import { outboxStatusTexts } from './outbox-status-texts';

// Offline before the chunk arrived (the service worker not yet installed), it is fetched when the connection is back.
const OutboxLiveStatus = lazy(
  () =>
    new Promise<{ default: typeof import('./outbox-live-status').OutboxLiveStatus }>((resolve) =>
      whenReachable(
        () => import('./outbox-live-status'),
        (module) => resolve({ default: module.OutboxLiveStatus }),
      ),
    ),
);

/** `db` and `timeZone` are for tests (the page uses the shared outbox and the device's zone). */
export function OutboxStatus({ db, timeZone }: { db?: OutboxDb; timeZone?: string }) {
  const loading = <p className="text-muted">{outboxStatusTexts.loading}</p>;
  return (
    <div className="container-page py-12 sm:py-16" data-testid="outbox-status">
      {useHydrated() ? (
        <Suspense fallback={loading}>
          <OutboxLiveStatus db={db} timeZone={timeZone} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
