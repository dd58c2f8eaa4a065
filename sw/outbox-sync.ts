/**
 * The worker's outbox replay path. Chromium fires a Background Sync `sync` event with our tag
 * (the page registers it after a failed delivery) and retries it later when the handler's
 * promise rejects; other browsers get one replay each time the worker starts.
 *
 * Why not workbox-background-sync's Queue: it stores and replays raw Requests in its own
 * IndexedDB under its own tag (`workbox-background-sync:<name>`). Our records already live in
 * the outbox with ids the server dedupes on, a delivery status, attempts and 4xx rejections,
 * and the page replays the same records; a second copy in Workbox's queue would be delivered
 * without any of that bookkeeping. What the Queue would add (a sync listener, and a replay at
 * start-up where Background Sync is missing) is the few lines below.
 */
import { needsRetry, type ReplayResult } from '../src/outbox/replay-outbox';
import { OUTBOX_SYNC_TAG } from '../src/outbox/sync-tag';
import type { OutboxReplay } from './outbox-replay';

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

/** Rejection reason of a replay that must run again later; the browser then reschedules the sync. */
export class OutboxSyncRetry extends Error {
  override readonly name = 'OutboxSyncRetry';

  constructor(readonly result: ReplayResult) {
    super(result.ran ? `${result.failed} deliveries failed` : 'The backend is not reachable');
  }
}

/** Runs one replay; rejects with OutboxSyncRetry when offline or when some deliveries failed. */
export async function replayOnSync(replay: OutboxReplay): Promise<ReplayResult> {
  const result = await replay();
  if (needsRetry(result)) throw new OutboxSyncRetry(result);
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
