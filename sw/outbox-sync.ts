/**
 * The worker's outbox replay path: the same replay round as the page, over the same transport,
 * configured with the worker's fetch. Chromium fires a Background Sync `sync` event with our tag
 * (the page registers it after a failed delivery) and retries it later when the handler's promise
 * rejects; other browsers get one round each time the worker starts.
 *
 * Why not workbox-background-sync's Queue: it stores and replays raw Requests in its own
 * IndexedDB under its own tag (`workbox-background-sync:<name>`). Our records already live in the
 * outbox with ids the server dedupes on, a delivery status, attempts, refusals the visitor is told
 * about, batches and a pacing shared with the page (Retry-After, back-off); a second copy in
 * Workbox's queue would be replayed one request at a time without any of that. What the Queue
 * would add (a sync listener, and a replay at start-up where Background Sync is missing) is the
 * few lines below. So the project does not depend on workbox-background-sync.
 */
import type { OutboxDb } from '../src/outbox/database';
import { OUTBOX_SYNC_TAG, replayRound, type RoundResult } from '../src/outbox/delivery';
import { createTransport, type FetchLike } from '../src/outbox/transport';
import type { BackendSettings } from '../src/outbox/backend-settings';

/** One replay round; resolves with what it did. */
export type OutboxReplay = () => Promise<RoundResult>;

/** The replay for `settings`, or null when no backend is configured (nothing to deliver to). */
export function createOutboxReplay(settings: BackendSettings | null, db: () => OutboxDb, fetchImpl: FetchLike): OutboxReplay | null {
  if (settings === null) return null;
  const transport = createTransport(settings, fetchImpl);
  return () => replayRound(db(), transport);
}

/** The part of a SyncEvent the replay uses. */
export interface OutboxSyncEvent {
  readonly tag: string;
  waitUntil(promise: Promise<unknown>): void;
}

/** The part of the worker's global scope the replay path uses. */
export interface SyncScope {
  readonly registration: object;
  addEventListener(type: 'sync', listener: (event: OutboxSyncEvent) => void): void;
}

/** Rejection reason of a round that must run again later; the browser then reschedules the sync. */
export class OutboxSyncRetry extends Error {
  override readonly name = 'OutboxSyncRetry';

  constructor(readonly result: RoundResult) {
    super(result.next.type === 'retry' ? `Retry needed (${result.next.reason})` : 'Retry needed');
  }
}

/** Runs one round; rejects with OutboxSyncRetry when records still wait (offline, throttled, server trouble). */
export async function replayOnSync(replay: OutboxReplay): Promise<RoundResult> {
  const result = await replay();
  if (result.next.type === 'retry') throw new OutboxSyncRetry(result);
  return result;
}

/** Handles a `sync` event carrying the outbox tag (true) and leaves any other tag alone (false). */
export function handleSyncEvent(event: OutboxSyncEvent, replay: OutboxReplay): boolean {
  if (event.tag !== OUTBOX_SYNC_TAG) return false;
  event.waitUntil(replayOnSync(replay));
  return true;
}

/** Wires the replay into the worker; with no backend configured (`replay` null) it does nothing. */
export function startOutboxSync(scope: SyncScope, replay: OutboxReplay | null): void {
  if (replay === null) return;
  scope.addEventListener('sync', (event) => handleSyncEvent(event, replay));
  // Without Background Sync nothing would wake the worker for the outbox; the page's own loop
  // remains the main path there, and the Web Lock keeps the two from delivering at once.
  if (!('sync' in scope.registration)) void replayOnSync(replay).catch(() => undefined);
}
