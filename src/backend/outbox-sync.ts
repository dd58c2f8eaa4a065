/** The page's side of outbox delivery: the outbox database and one sync loop per page, in the browser only. */
import { migrateLegacyStorage, type LegacyStorage } from '../outbox/migrate-legacy';
import { openOutbox, type OutboxDb } from '../outbox/outbox-db';
import { pruneDelivered } from '../outbox/prune-delivered';
import { pendingCount } from '../outbox/records-by-status';
import { replayOutbox } from '../outbox/replay-outbox';
import { createSyncScheduler, type SyncScheduler } from '../outbox/sync-scheduler';
import { OUTBOX_SYNC_TAG } from '../outbox/sync-tag';
import { backendConfig, isServerRender } from './backend-config';
import { deliveryTransport } from './delivery-transport';
import { probeContactEndpoint } from './edge-functions';

interface ActiveSync {
  scheduler: SyncScheduler;
  ready: Promise<void>;
  stop(): void;
}

type SyncCapableRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

let database: OutboxDb | undefined;
let active: ActiveSync | undefined;

/** The page's outbox database (IndexedDB `asc-outbox`), opened on first use. */
export function pageOutbox(): OutboxDb {
  database ??= openOutbox();
  return database;
}

// With no backend there is nothing to deliver to: no replay runs and no timer is armed, so records
// simply stay pending until a build with a backend is served.
const hasBackend = () => backendConfig() !== null;

// SPEC section 3: storage errors are ignored silently.
async function quietly(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch {
    return;
  }
}

function legacyStorage(): LegacyStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

async function hasPending(db: OutboxDb): Promise<boolean> {
  try {
    return (await pendingCount(db)) > 0;
  } catch {
    return false;
  }
}

function start(): ActiveSync {
  const db = pageOutbox();
  const scheduler = createSyncScheduler({
    run: () => replayOutbox(db, deliveryTransport(), { probe: probeContactEndpoint }),
  });
  const trigger = () => (hasBackend() ? scheduler.trigger() : Promise.resolve());
  const onOnline = () => void trigger();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void trigger();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const ready = (async () => {
    const storage = legacyStorage();
    if (storage !== undefined) await quietly(() => migrateLegacyStorage(db, storage));
    await quietly(() => pruneDelivered(db));
    if (hasBackend() && (await hasPending(db))) await trigger();
  })();
  return {
    scheduler,
    ready,
    stop() {
      scheduler.dispose();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}

/**
 * Starts the page's sync loop once (later calls return the same promise): migrates the older
 * site's localStorage records, prunes old delivered ones, replays on `online` and when the page
 * becomes visible, and once now if anything is pending. Does nothing while rendering on the server.
 */
export function startOutboxSync(): Promise<void> {
  if (isServerRender()) return Promise.resolve();
  active ??= start();
  return active.ready;
}

function registerBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as SyncCapableRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * After a failed delivery: arms the 30 s retry of the page's loop and asks the service worker for
 * a Background Sync. Does nothing without a backend or while rendering on the server.
 */
export function requestSync(): void {
  if (isServerRender() || !hasBackend()) return;
  active ??= start();
  active.scheduler.schedule();
  registerBackgroundSync();
}

/** Tests only: stops the loop, forgets it, and uses `db` (or a lazily opened default) from now on. */
export function resetOutboxSync(next: { db?: OutboxDb } = {}): void {
  active?.stop();
  active = undefined;
  database = next.db;
}
