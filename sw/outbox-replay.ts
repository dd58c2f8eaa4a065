/** Builds the worker's outbox replay: the same replayOutbox the page runs, over fetch with the anon key. */
import { createHttpTransport } from '../src/outbox/http-transport';
import type { OutboxDb } from '../src/outbox/outbox-db';
import { probeEndpoint } from '../src/outbox/probe-endpoint';
import { replayOutbox, type ReplayResult } from '../src/outbox/replay-outbox';
import type { FetchLike } from '../src/outbox/with-timeout';
import type { BackendSettings } from './backend-settings';

// The page's delivery time-out (src/backend/delivery-transport.ts), which the worker cannot import.
const DELIVERY_TIMEOUT_MS = 10_000;

/** One replay run; resolves with what it did. */
export type OutboxReplay = () => Promise<ReplayResult>;

/** The replay for `settings`, or null when no backend is configured (nothing to deliver to). */
export function createOutboxReplay(settings: BackendSettings | null, db: () => OutboxDb, fetchImpl: FetchLike): OutboxReplay | null {
  if (settings === null) return null;
  const headers = { Authorization: `Bearer ${settings.anonKey}`, apikey: settings.anonKey };
  const endpoint = (name: string) => `${settings.url}/functions/v1/${name}`;
  const transport = createHttpTransport({
    fetch: fetchImpl,
    urls: { contact: endpoint('contact-form'), newsletter: endpoint('newsletter-signup'), conversation: endpoint('ai-chatbot') },
    headers,
    timeoutMs: DELIVERY_TIMEOUT_MS,
  });
  // SPEC call 4: OPTIONS to contact-form, 5 s time-out (probeEndpoint's default).
  const probe = () => probeEndpoint(fetchImpl, endpoint('contact-form'), headers);
  return () => replayOutbox(db(), transport, { probe });
}
