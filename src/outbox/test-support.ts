/** Test helpers: a fresh outbox per test and a recording transport. */
import { vi } from 'vitest';
import type { DeliveryOutcome, OutboxTransport } from './delivery-types';
import { openOutbox, type OutboxDb } from './outbox-db';

/** A database with a unique name, so tests never share records. */
export function freshOutbox(): OutboxDb {
  return openOutbox(`test-${crypto.randomUUID()}`);
}

/** A transport whose three calls answer with `answer` (default: delivered) and record their payloads. */
export function recordingTransport(answer: (payload: { clientRecordId: string }) => Promise<DeliveryOutcome> | DeliveryOutcome = () => ({ type: 'delivered' })) {
  const calls: Array<{ kind: keyof OutboxTransport; clientRecordId: string }> = [];
  const make = (kind: keyof OutboxTransport) =>
    vi.fn(async (payload: { clientRecordId: string }) => {
      calls.push({ kind, clientRecordId: payload.clientRecordId });
      return answer(payload);
    });
  const transport = { contact: make('contact'), newsletter: make('newsletter'), conversation: make('conversation') };
  return { transport, calls };
}
