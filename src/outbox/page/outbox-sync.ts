/** The page's side of outbox delivery: the outbox database, its transport and one sync loop per page, in the browser only. */
import { OUTBOX_SYNC_TAG, delayAfter, replayRound, type RoundResult } from '../delivery';
import { deliverKeptRecords } from '../deliver-kept';
import { pendingKeptRecords } from '../kept-records';
import { migrateLegacyStorage } from '../adopt-kept';
import { openOutbox, type OutboxDb } from '../database';
import { pendingCount, pruneDelivered } from '../queries';
import type { Outcome } from '../records';
import { createSyncScheduler, type SyncScheduler } from '../scheduler';
import { createTransport, type Transport } from '../transport';
import { backendConfig, isServerRender, type BackendConfig } from './backend-config';
import { pageLocalStorage } from '../../lib/page-local-storage';

interface ActiveSync {
  scheduler: SyncScheduler;
  ready: Promise<void>;
  stop(): void;
}

type SyncCapableRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

let database: OutboxDb | undefined;
let active: ActiveSync | undefined;
let transportMemo: { config: BackendConfig; transport: Transport } | undefined;

/** The page's outbox database (IndexedDB `asc-outbox`), opened on first use. */
export function pageOutbox(): OutboxDb {
  database ??= openOutbox();
  return database;
}

/** The transport to the configured backend, or null with none; it calls the global fetch at call time. */
export function pageTransport(): Transport | null {
  const config = backendConfig();
  if (config === null) return null;
  if (transportMemo === undefined || transportMemo.config.url !== config.url || transportMemo.config.anonKey !== config.anonKey) {
    transportMemo = { config, transport: createTransport(config, (input, init) => fetch(input, init)) };
  }
  return transportMemo.transport;
}

// docs/product/records.md: storage errors are ignored silently.
async function quietly(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch {
    return;
  }
}

async function hasPending(db: OutboxDb): Promise<boolean> {
  try {
    return (await pendingCount(db)) > 0;
  } catch {
    return false;
  }
}

// Moves what waits in localStorage (the older site's records, or those a form kept) into the outbox, by
// id; resolves to how many records it imported (0 when the storage or the outbox refused).
async function adoptFromStorage(db: OutboxDb): Promise<number> {
  const storage = pageLocalStorage();
  if (storage === undefined) return 0;
  try {
    const result = await migrateLegacyStorage(db, storage);
    return result.ok ? result.imported : 0;
  } catch {
    return 0;
  }
}

// Records a form kept in localStorage that the outbox could not adopt (its IndexedDB does not open).
function hasKeptRecords(): boolean {
  const storage = pageLocalStorage();
  return storage !== undefined && pendingKeptRecords(storage).length > 0;
}

async function replayIfPending(db: OutboxDb, trigger: () => Promise<void>): Promise<void> {
  if (backendConfig() !== null && ((await hasPending(db)) || hasKeptRecords())) await trigger();
}

const opens = (db: OutboxDb) => db.open().then(() => true, () => false);

const IDLE: RoundResult = { delivered: 0, rejected: 0, queued: 0, next: { type: 'idle' } };

/**
 * One replay round of the page's outbox now; `force` skips our own back-off (the operations page's Sync
 * now). Where IndexedDB does not open, the round delivers the records kept in localStorage instead.
 */
export async function replayPageOutbox(options: { force?: boolean } = {}): Promise<RoundResult> {
  const transport = pageTransport();
  // With no backend there is nothing to deliver to: records stay pending until a build with one is served.
  if (transport === null) return IDLE;
  const db = pageOutbox();
  if (await opens(db)) return replayRound(db, transport, options);
  const storage = pageLocalStorage();
  return storage === undefined ? IDLE : deliverKeptRecords(storage, transport);
}

// `replayPending`: the page's start-up replays what waits; a form or the chat that starts the loop
// by writing a record schedules the replay itself (requestSync's delay, drainAfterSuccess's check),
// so its start must not send at once what was just refused or could not be sent.
function start(replayPending: boolean): ActiveSync {
  const db = pageOutbox();
  const scheduler = createSyncScheduler({ run: () => replayPageOutbox() });
  const trigger = () => (backendConfig() !== null ? scheduler.trigger() : Promise.resolve());
  const onOnline = () => void trigger();
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void trigger();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisibilityChange);
  const ready = (async () => {
    await adoptFromStorage(db);
    await quietly(() => pruneDelivered(db));
    if (replayPending) await replayIfPending(db, trigger);
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
 * site's localStorage records (or, where IndexedDB does not open, delivers them from there), prunes old delivered ones, replays on `online` and when the page
 * becomes visible, and once now if anything is pending (so a record written before the loop
 * started is delivered too). Does nothing while rendering on the server.
 */
export function startOutboxSync(): Promise<void> {
  if (isServerRender()) return Promise.resolve();
  active ??= start(true);
  return active.ready;
}

/**
 * After a form kept a record in localStorage because it could not load the outbox (keep-on-device.ts):
 * starts the loop if it has not started, moves what waits there into IndexedDB (by id, so nothing is
 * stored twice) and delivers whatever is pending. Does nothing while rendering on the server.
 */
export async function adoptKeptRecords(): Promise<void> {
  if (isServerRender()) return;
  // A loop starting now adopts and replays as part of its start-up.
  if (active === undefined) return startOutboxSync();
  const { scheduler, ready } = active;
  await ready;
  // Replayed only when this call found something: what the start-up adopted, the start-up replays.
  // Records the outbox could not adopt (no IndexedDB) the round delivers from localStorage.
  if ((await adoptFromStorage(pageOutbox())) > 0 || hasKeptRecords()) await replayIfPending(pageOutbox(), () => scheduler.trigger());
}

function registerBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.ready
    .then((registration) => (registration as SyncCapableRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}

/**
 * After a form could not deliver its record: arms the page loop's retry (SPEC's 30 s after a network
 * failure, the server's Retry-After or our back-off otherwise) and asks the service worker for a
 * Background Sync. Does nothing without a backend or while rendering on the server.
 */
export function requestSync(outcome?: Extract<Outcome, { type: 'queued' }>): void {
  if (isServerRender() || backendConfig() === null) return;
  active ??= start(false);
  const scheduler = active.scheduler;
  if (outcome === undefined) scheduler.schedule();
  else void delayAfter(pageOutbox(), outcome).then((delayMs) => scheduler.schedule(delayMs), () => scheduler.schedule());
  registerBackgroundSync();
}

/** After a delivery succeeded: the backend answers, so whatever else waits is sent now. */
export function drainAfterSuccess(): void {
  if (isServerRender() || backendConfig() === null) return;
  active ??= start(false);
  const scheduler = active.scheduler;
  void hasPending(pageOutbox()).then((pending) => (pending ? scheduler.trigger() : undefined));
}

/** @internal Tests only: stops the loop, forgets it, and uses `db` (or a lazily opened default) from now on. */
export function resetOutboxSync(next: { db?: OutboxDb } = {}): void {
  active?.stop();
  active = undefined;
  database = next.db;
  transportMemo = undefined;
}
