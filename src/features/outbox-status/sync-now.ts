/** The page's "Sync now": one replay right away, with the same protocol and lock as every other replay. */
import { backendConfig } from '../../backend/backend-config';
import { deliveryTransport } from '../../backend/delivery-transport';
import { probeContactEndpoint } from '../../backend/edge-functions';
import { requestSync } from '../../backend/outbox-sync';
import type { OutboxDb } from '../../outbox/outbox-db';
import { needsRetry, replayOutbox, type ReplayResult } from '../../outbox/replay-outbox';

/** What a click achieved: no backend to send to, the replay's counts, or an error (IndexedDB). */
export type SyncNowResult = { type: 'no-backend' } | { type: 'replayed'; result: ReplayResult } | { type: 'error' };

/** Replays now; when it could not finish, leaves the retry to the page loop and Background Sync. */
export async function syncNow(db: OutboxDb): Promise<SyncNowResult> {
  if (backendConfig() === null) return { type: 'no-backend' };
  try {
    const result = await replayOutbox(db, deliveryTransport(), { probe: probeContactEndpoint });
    if (needsRetry(result)) requestSync();
    return { type: 'replayed', result };
  } catch {
    return { type: 'error' };
  }
}
