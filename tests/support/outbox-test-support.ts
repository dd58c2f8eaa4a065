/** Test helpers: a fresh outbox per test and a scriptable transport that records what it is asked. */
import { vi } from 'vitest';
import { openOutbox, type OutboxDb } from '../../src/outbox/database';
import type { OutboxKind, Outcome, RecordOf } from '../../src/outbox/records';
import { applyOutcome, enqueue } from '../../src/outbox/store';
import type { BatchAnswer, HttpAnswer, ProbeResult, Transport } from '../../src/outbox/transport';
import type { KeptStorage } from '../../src/outbox/kept-in-storage';

/** A database with a unique name, so tests never share records. */
export function freshOutbox(): OutboxDb {
  return openOutbox(`test-${crypto.randomUUID()}`);
}

/** localStorage as the older site's lists live in it, over a Map the test can read (`items`). */
export function memoryStorage(items: Record<string, string> = {}): KeptStorage & { items: Map<string, string> } {
  const map = new Map(Object.entries(items));
  return {
    items: map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** After a test: mocks restored and its outbox deleted. */
export async function dropOutbox(db: OutboxDb): Promise<void> {
  vi.restoreAllMocks();
  await db.delete();
}

/** Shorthands for writing records of one kind and settling them, as the operations page's tests do. */
export const enqueueContact = (db: OutboxDb, fields: Parameters<typeof enqueue<'contact'>>[2], options?: { now?: Date }) => enqueue(db, 'contact', fields, options);
export const enqueueNewsletter = (db: OutboxDb, fields: Parameters<typeof enqueue<'newsletter'>>[2], options?: { now?: Date }) =>
  enqueue(db, 'newsletter', fields, options);
export const enqueueConversation = (db: OutboxDb, fields: Parameters<typeof enqueue<'conversation'>>[2], options?: { now?: Date }) =>
  enqueue(db, 'conversation', fields, options);
export const markDelivered = (db: OutboxDb, kind: OutboxKind, id: string, now?: Date) => applyOutcome(db, kind, id, { type: 'delivered' }, now);
export const markRejected = (db: OutboxDb, kind: OutboxKind, id: string, message: string) => applyOutcome(db, kind, id, { type: 'rejected', message });

/** One call the fake transport saw. */
export type TransportCall =
  | { type: 'probe' }
  | { type: 'submit'; kind: OutboxKind; id: string; timeoutMs: number }
  | { type: 'batch'; kind: OutboxKind; ids: string[] };

/** How the fake answers; every part is optional (default: reachable, everything delivered). */
export interface FakeTransportScript {
  /** true/false for reachable or not, or a full ProbeResult (a pause asked by the server). */
  probe?: () => boolean | ProbeResult | Promise<boolean | ProbeResult>;
  submit?: (kind: OutboxKind, record: RecordOf<OutboxKind>) => Outcome | Promise<Outcome>;
  batch?: (kind: OutboxKind, records: ReadonlyArray<RecordOf<OutboxKind>>) => BatchAnswer | Promise<BatchAnswer>;
}

/** A Transport whose answers follow `script`, recording every call in `calls`. */
export function fakeTransport(script: FakeTransportScript = {}): { transport: Transport; calls: TransportCall[] } {
  const calls: TransportCall[] = [];
  const transport: Transport = {
    async probe() {
      calls.push({ type: 'probe' });
      const answer = script.probe ? await script.probe() : true;
      return typeof answer === 'boolean' ? { reachable: answer } : answer;
    },
    async submit(kind, record, timeoutMs) {
      calls.push({ type: 'submit', kind, id: record.id, timeoutMs });
      return script.submit ? script.submit(kind, record) : { type: 'delivered' };
    },
    async deliverBatch(kind, records) {
      calls.push({ type: 'batch', kind, ids: records.map((record) => record.id) });
      return script.batch ? script.batch(kind, records) : { type: 'per-record', outcomes: records.map((): Outcome => ({ type: 'delivered' })) };
    },
    async request(): Promise<HttpAnswer> {
      return { type: 'unreached', timedOut: false, message: 'not scripted' };
    },
  };
  return { transport, calls };
}
