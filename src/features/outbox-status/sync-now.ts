/** The page's "Sync now": one replay round right away, with the same protocol and lock as every other round. */
import { backendConfig } from '../../outbox/page/backend-config';
import { replayPageOutbox, requestSync } from '../../outbox/page/outbox-sync';
import type { RoundResult } from '../../outbox/delivery';

/** What a click achieved: no backend to send to, the round's result, or an error (IndexedDB). */
export type SyncNowResult = { type: 'no-backend' } | { type: 'replayed'; result: RoundResult } | { type: 'error' };

/** Runs a round now, past our own back-off but never past the server's Retry-After; leaves any retry to the page loop. */
export async function syncNow(): Promise<SyncNowResult> {
  if (backendConfig() === null) return { type: 'no-backend' };
  try {
    const result = await replayPageOutbox({ force: true });
    if (result.next.type === 'retry') requestSync();
    return { type: 'replayed', result };
  } catch {
    return { type: 'error' };
  }
}
