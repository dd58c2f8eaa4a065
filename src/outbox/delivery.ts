/**
 * The delivery protocol both paths run (the page's loop and the service worker): a form's own
 * attempt, bounded and never queued behind anything, and the replay round that drains the outbox
 * in batches under a lock, stopping at the first failure and pacing itself as the server asks.
 */
import { BACKGROUND_SYNC_DELAY_MS } from '../lib/spec-constants';
import { tableFor, type OutboxDb } from './database';
import { backoffMs, holdingAt, PACING_KEY, pacingFrom, type Pacing } from './pacing';
import { findRecord, pendingRecords } from './queries';
import type { OutboxEntry, OutboxKind, Outcome, QueueReason, RecordOf } from './records';
import { applyOutcome, applyOutcomes } from './store';
import { payloadOf, type ProbeResult, type Transport } from './transport';

/** Tag of the Background Sync registration that asks the service worker to replay the outbox. */
export const OUTBOX_SYNC_TAG = 'asc-outbox-sync';

/** Name of the Web Lock every replay round holds. */
export const REPLAY_LOCK_NAME = 'asc-outbox-replay';

/** A form's own attempt: together with storing and rendering, "Stored locally" shows within 5 s whatever the backend does. */
export const OWN_ATTEMPT_TIMEOUT_MS = 4_000;

/** One batch request of a replay round. */
export const BATCH_TIMEOUT_MS = 10_000;

/** Records per batch, and bytes per batch (the functions read at most 64 KB). */
export const BATCH_MAX_RECORDS = 50;
export const BATCH_MAX_BYTES = 48 * 1024;

/** The part of the Web Locks API the outbox uses (navigator.locks). */
export interface ReplayLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

let chain: Promise<unknown> = Promise.resolve();

function systemLocks(): ReplayLockManager | undefined {
  return (globalThis as { navigator?: { locks?: ReplayLockManager } }).navigator?.locks;
}

/**
 * Runs `work` while holding the replay lock: the Web Lock when the platform has one (shared by
 * every tab and the service worker), otherwise a queue within this module.
 */
export function withReplayLock<T>(work: () => Promise<T>, locks: ReplayLockManager | undefined = systemLocks()): Promise<T> {
  if (locks !== undefined) return locks.request(REPLAY_LOCK_NAME, () => work());
  const result = chain.then(work);
  chain = result.catch(() => undefined);
  return result;
}

/** When the next round should run: not at all (nothing waits), or after a delay and why. */
export type NextRound = { type: 'idle' } | { type: 'retry'; delayMs: number; reason: QueueReason };

/** What a replay round did. */
export interface RoundResult {
  delivered: number;
  rejected: number;
  queued: number;
  next: NextRound;
}

/** Clock and chance, injectable for tests. */
export interface Pace {
  now?: () => number;
  random?: () => number;
}

/** Options of a replay round; `force` (the operations page's Sync now) skips our own back-off, never the server's Retry-After. */
export interface ReplayOptions extends Pace {
  locks?: ReplayLockManager;
  force?: boolean;
}

type Queued = Extract<Outcome, { type: 'queued' }>;

// Rows of the older shape come back in today's, so the next write stores them that way.
async function readPacing(db: OutboxDb, now: number): Promise<Pacing> {
  return pacingFrom(await db.meta.get(PACING_KEY), now);
}

/**
 * Stores what a failure means for every context, as the attempt's time plus a delay, and returns the
 * delay until the next round: SPEC's 30 s probe after a network failure (stored only to be shown);
 * the server's Retry-After (plus up to 10% jitter, so a crowd of devices does not return at once);
 * otherwise the capped exponential back-off.
 */
async function notePause(db: OutboxDb, outcome: Queued, pace: Pace): Promise<number> {
  const now = (pace.now ?? Date.now)();
  const random = pace.random ?? Math.random;
  const pacing = await readPacing(db, now);
  const { reason } = outcome;
  if (reason === 'offline') {
    await db.meta.put({ ...pacing, offline: { lastAttemptAt: now, retryDelayMs: BACKGROUND_SYNC_DELAY_MS, reason } });
    return BACKGROUND_SYNC_DELAY_MS;
  }
  if (outcome.retryAfterMs !== undefined) {
    const delayMs = Math.round(outcome.retryAfterMs * (1 + random() * 0.1));
    await db.meta.put({ ...pacing, pause: { lastAttemptAt: now, retryDelayMs: delayMs, reason } });
    return delayMs;
  }
  const failures = pacing.failures + 1;
  const delayMs = backoffMs(failures, random);
  await db.meta.put({ ...pacing, failures, backoff: { lastAttemptAt: now, retryDelayMs: delayMs, reason } });
  return delayMs;
}

async function clearPacing(db: OutboxDb): Promise<void> {
  if ((await db.meta.get(PACING_KEY)) !== undefined) await db.meta.delete(PACING_KEY);
}

/**
 * A form's own attempt right after storing its record, without the replay lock, so it never waits
 * for a round in another tab or in the service worker (a record sent by both is stored once, by its
 * id). Bounded by OWN_ATTEMPT_TIMEOUT_MS; skipped while the device is offline or the server has
 * asked for a pause.
 */
export async function attemptOnce<K extends OutboxKind>(
  db: OutboxDb,
  kind: K,
  id: string,
  transport: Transport,
  options: Pace & { online?: boolean } = {},
): Promise<Outcome> {
  const now = (options.now ?? Date.now)();
  const record = await findRecord(db, kind, id);
  if (record === undefined) return { type: 'unsaved' };
  if (record.status === 'delivered') return { type: 'delivered' };
  if (record.status === 'rejected') return { type: 'rejected', message: record.lastError ?? '' };
  const paused = holdingAt(await readPacing(db, now), now, { backoff: false });
  if (paused.delayMs > 0) return { type: 'queued', reason: paused.reason ?? 'throttled', message: 'The server asked for a pause', retryAfterMs: paused.delayMs };
  if (options.online === false) return { type: 'queued', reason: 'offline', message: 'This device is offline' };
  const outcome = await transport.submit(kind, record, OWN_ATTEMPT_TIMEOUT_MS);
  await applyOutcome(db, kind, id, outcome);
  if (outcome.type === 'queued') await notePause(db, outcome, options);
  else await clearPacing(db);
  return outcome;
}

interface Batch {
  kind: OutboxKind;
  ids: string[];
}

const encoder = new TextEncoder();

/** Splits pending records into batches of one kind, oldest first, within the count and byte limits. */
export function batchesOf(pending: readonly OutboxEntry[]): Batch[] {
  const batches: Array<Batch & { bytes: number }> = [];
  const open = new Map<OutboxKind, Batch & { bytes: number }>();
  for (const { kind, record } of pending) {
    const bytes = encoder.encode(JSON.stringify(payloadOf(kind, record))).length + 1;
    let batch = open.get(kind);
    if (batch === undefined || batch.ids.length >= BATCH_MAX_RECORDS || batch.bytes + bytes > BATCH_MAX_BYTES) {
      batch = { kind, ids: [], bytes: 20 };
      batches.push(batch);
      open.set(kind, batch);
    }
    batch.ids.push(record.id);
    batch.bytes += bytes;
  }
  return batches.map(({ kind, ids }) => ({ kind, ids }));
}

async function stillPending<K extends OutboxKind>(db: OutboxDb, kind: K, ids: string[]): Promise<Array<RecordOf<K>>> {
  const records = await tableFor(db, kind).bulkGet(ids);
  return records.filter((record): record is RecordOf<K> => record?.status === 'pending');
}

function count(tally: Omit<RoundResult, 'next'>, outcome: Outcome): void {
  if (outcome.type === 'delivered') tally.delivered += 1;
  else if (outcome.type === 'rejected') tally.rejected += 1;
  else if (outcome.type === 'queued') tally.queued += 1;
}

/** Sends every batch; returns the outcome that stopped the round (the first network failure, throttle or server error), if any. */
async function deliverBatches(db: OutboxDb, transport: Transport, batches: Batch[], tally: Omit<RoundResult, 'next'>): Promise<Queued | undefined> {
  const queue = [...batches];
  for (let batch = queue.shift(); batch !== undefined; batch = queue.shift()) {
    const records = await stillPending(db, batch.kind, batch.ids);
    if (records.length === 0) continue;
    const answer = await transport.deliverBatch(batch.kind, records, BATCH_TIMEOUT_MS);
    if (answer.type === 'whole' && answer.outcome.type === 'rejected' && records.length > 1) {
      // The request as a whole was refused (too large, malformed): let each record get its own verdict.
      queue.unshift(...records.map((record) => ({ kind: batch!.kind, ids: [record.id] })));
      continue;
    }
    const outcomes = answer.type === 'whole' ? records.map(() => answer.outcome) : answer.outcomes;
    await applyOutcomes(db, batch.kind, records.map((record, index) => ({ id: record.id, outcome: outcomes[index] })));
    outcomes.forEach((outcome) => count(tally, outcome));
    const stop = outcomes.find((outcome): outcome is Queued => outcome.type === 'queued');
    if (stop !== undefined) return stop;
  }
  return undefined;
}

/**
 * One replay round, holding the replay lock: waits out a pause another context stored, probes the
 * backend (docs/product/calls.md call 4) when anything is pending, then delivers every pending record in batches,
 * oldest first, re-reading each batch's records right before sending. Stops at the first failure.
 */
export function replayRound(db: OutboxDb, transport: Transport, options: ReplayOptions = {}): Promise<RoundResult> {
  return withReplayLock(async () => {
    const tally = { delivered: 0, rejected: 0, queued: 0 };
    const now = (options.now ?? Date.now)();
    const held = holdingAt(await readPacing(db, now), now, { backoff: !options.force });
    let pending = await pendingRecords(db);
    if (pending.length === 0) return { ...tally, next: { type: 'idle' } };
    if (held.delayMs > 0) return { ...tally, next: { type: 'retry', delayMs: held.delayMs, reason: held.reason ?? 'server' } };
    const probe = await transport.probe().catch((): ProbeResult => ({ reachable: false }));
    if (!probe.reachable) {
      if (probe.retryAfterMs === undefined) {
        const unreached: Queued = { type: 'queued', reason: 'offline', message: 'The backend could not be reached' };
        return { ...tally, next: { type: 'retry', delayMs: await notePause(db, unreached, options), reason: 'offline' } };
      }
      // Up but busy (a restart, a throttle): its Retry-After, not SPEC's 30 s meant for an unreachable backend.
      const reason = probe.status === 429 ? 'throttled' : 'server';
      const pause: Queued = { type: 'queued', reason, message: 'The server asked for a pause', retryAfterMs: probe.retryAfterMs };
      return { ...tally, next: { type: 'retry', delayMs: await notePause(db, pause, options), reason } };
    }
    // Records written while the round runs are picked up by a further pass.
    for (let pass = 0; pass < 3 && pending.length > 0; pass++) {
      const stop = await deliverBatches(db, transport, batchesOf(pending), tally);
      if (stop !== undefined) return { ...tally, next: { type: 'retry', delayMs: await notePause(db, stop, options), reason: stop.reason } };
      pending = await pendingRecords(db);
    }
    await clearPacing(db);
    return { ...tally, next: pending.length === 0 ? { type: 'idle' } : { type: 'retry', delayMs: 0, reason: 'server' } };
  }, options.locks);
}

/** The delay before retrying a record a form could not deliver, as a round would pace it (never longer than the longest wait). */
export async function delayAfter(db: OutboxDb, outcome: Queued, now: number = Date.now()): Promise<number> {
  if (outcome.reason === 'offline') return BACKGROUND_SYNC_DELAY_MS;
  return holdingAt(await readPacing(db, now), now, { backoff: true }).delayMs;
}
