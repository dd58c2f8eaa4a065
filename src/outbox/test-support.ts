/** Test helpers: a fresh outbox per test and a scriptable transport that records what it is asked. */
import { openOutbox, type OutboxDb } from './database';
import type { OutboxKind, Outcome, RecordOf } from './records';
import type { BatchAnswer, HttpAnswer, ProbeResult, Transport } from './transport';

/** A database with a unique name, so tests never share records. */
export function freshOutbox(): OutboxDb {
  return openOutbox(`test-${crypto.randomUUID()}`);
}

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
