/**
 * The replay round of a device whose IndexedDB never opens: the records kept in localStorage are
 * delivered straight from there, by the same protocol as the outbox's round (probe, batches, each
 * record idempotent by its id, stop at the first failure), and settled in their lists.
 */
import { BACKGROUND_SYNC_DELAY_MS } from '../lib/spec-constants';
import { BATCH_TIMEOUT_MS, batchesOf, withReplayLock, type ReplayLockManager, type RoundResult } from './delivery';
import type { KeptStorage } from './kept-in-storage';
import { pendingKeptRecords, settleKept } from './kept-records';
import type { OutboxEntry, OutboxKind, Outcome, RecordOf } from './records';
import type { ProbeResult, Transport } from './transport';

type Queued = Extract<Outcome, { type: 'queued' }>;

// Without IndexedDB no pacing is shared between rounds: the server's Retry-After, else SPEC's 30 s.
function retryAfter(stop: Queued): RoundResult['next'] {
  return { type: 'retry', delayMs: stop.retryAfterMs ?? BACKGROUND_SYNC_DELAY_MS, reason: stop.reason };
}

async function deliverOne<K extends OutboxKind>(kind: K, records: Array<RecordOf<K>>, transport: Transport): Promise<Outcome[]> {
  const answer = await transport.deliverBatch(kind, records, BATCH_TIMEOUT_MS);
  if (answer.type === 'per-record') return answer.outcomes;
  if (answer.outcome.type !== 'rejected' || records.length === 1) return records.map(() => answer.outcome);
  // The request as a whole was refused (too large, malformed): each record gets its own verdict.
  const outcomes: Outcome[] = [];
  for (const record of records) {
    const [outcome] = await deliverOne(kind, [record], transport);
    outcomes.push(outcome);
    if (outcome.type === 'queued') break;
  }
  return outcomes;
}

/** One round over the records kept in `storage`, holding the replay lock; what it did and when to come back. */
export function deliverKeptRecords(storage: KeptStorage, transport: Transport, options: { locks?: ReplayLockManager; now?: Date } = {}): Promise<RoundResult> {
  return withReplayLock(async () => {
    const tally = { delivered: 0, rejected: 0, queued: 0 };
    const pending = pendingKeptRecords(storage, options.now);
    if (pending.length === 0) return { ...tally, next: { type: 'idle' } };
    const probe = await transport.probe().catch((): ProbeResult => ({ reachable: false }));
    if (!probe.reachable) {
      const reason = probe.retryAfterMs === undefined ? 'offline' : probe.status === 429 ? 'throttled' : 'server';
      return { ...tally, next: { type: 'retry', delayMs: probe.retryAfterMs ?? BACKGROUND_SYNC_DELAY_MS, reason } };
    }
    const byId = new Map(pending.map((entry) => [entry.record.id, entry]));
    for (const { kind, ids } of batchesOf(pending)) {
      const records = ids.map((id) => (byId.get(id) as OutboxEntry).record) as Array<RecordOf<typeof kind>>;
      const outcomes = await deliverOne(kind, records, transport);
      settleKept(storage, kind, outcomes.map((outcome, index) => ({ id: records[index].id, outcome })), options.now);
      for (const outcome of outcomes) if (outcome.type !== 'unsaved') tally[outcome.type] += 1;
      const stop = outcomes.find((outcome): outcome is Queued => outcome.type === 'queued');
      if (stop !== undefined) return { ...tally, next: retryAfter(stop) };
    }
    return { ...tally, next: { type: 'idle' } };
  }, options.locks);
}
