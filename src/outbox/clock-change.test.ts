import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxDb } from './database';
import { attemptOnce, delayAfter, replayRound } from './delivery';
import { BACKOFF_CAP_MS, LONGEST_WAIT_MS } from './pacing';
import type { Outcome } from './records';
import { enqueue } from './store';
import { fakeTransport, freshOutbox } from '../../tests/support/outbox-test-support';

const DAY = 24 * 60 * 60_000;
const MINUTE = 60_000;
const REAL = Date.parse('2026-11-27T10:00:00Z');
const contact = { name: 'Jane Doe', email: 'jane@example.com', message: 'Booth lead' };
const serverError: Outcome = { type: 'queued', reason: 'server', message: 'HTTP 500' };
const throttled: Outcome = { type: 'queued', reason: 'throttled', message: 'HTTP 429', retryAfterMs: 5 * MINUTE };

let db: OutboxDb;
let clock: number;
let failing: Outcome | undefined;
const pace = { now: () => clock, random: () => 1 };

/** A backend that answers `failing` to every record while it is set, and stores them otherwise. */
function backend() {
  return fakeTransport({
    batch: (_, records) => (failing === undefined ? { type: 'per-record', outcomes: records.map((): Outcome => ({ type: 'delivered' })) } : { type: 'whole', outcome: failing }),
    submit: () => failing ?? { type: 'delivered' },
  });
}

beforeEach(() => {
  db = freshOutbox();
  clock = REAL;
  failing = undefined;
});

afterEach(async () => {
  await db.delete();
});

describe('a wait stored while the clock was wrong', () => {
  it('a 500 with the clock 2 days ahead: once the clock is corrected, a round within a minute delivers', async () => {
    const record = await enqueue(db, 'contact', contact);
    const { transport } = backend();
    failing = serverError;
    clock = REAL + 2 * DAY;
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ queued: 1, next: { type: 'retry', reason: 'server' } });

    failing = undefined;
    clock = REAL + 30_000;
    expect(await delayAfter(db, serverError, clock)).toBeLessThanOrEqual(MINUTE);
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ delivered: 1, next: { type: 'idle' } });
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'delivered' });
  });

  it("a 429's Retry-After taken with the clock 2 days ahead does not hold a visitor's own send once corrected", async () => {
    const record = await enqueue(db, 'contact', contact);
    const { transport, calls } = backend();
    failing = throttled;
    clock = REAL + 2 * DAY;
    await replayRound(db, transport, pace);
    failing = undefined;
    clock = REAL;
    await expect(attemptOnce(db, 'contact', record.id, transport, pace)).resolves.toEqual({ type: 'delivered' });
    expect(calls.filter((call) => call.type === 'submit')).toHaveLength(1);
  });

  it('a clock set back during a wait makes it due at once', async () => {
    await enqueue(db, 'contact', contact);
    const { transport } = backend();
    failing = serverError;
    await replayRound(db, transport, pace);
    failing = undefined;
    clock = REAL - 60 * MINUTE;
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ delivered: 1, next: { type: 'idle' } });
  });

  it('still waits out a Retry-After and a back-off on a clock that stays right', async () => {
    await enqueue(db, 'contact', contact);
    const { transport, calls } = backend();
    failing = throttled;
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ next: { type: 'retry', delayMs: 5.5 * MINUTE, reason: 'throttled' } });
    failing = undefined;
    clock = REAL + 5 * MINUTE;
    await expect(replayRound(db, transport, { ...pace, force: true })).resolves.toMatchObject({ delivered: 0, next: { type: 'retry', delayMs: 0.5 * MINUTE, reason: 'throttled' } });
    expect(calls.filter((call) => call.type === 'batch')).toHaveLength(1);
    clock = REAL + 5.5 * MINUTE;
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ delivered: 1 });
  });
});

describe('the cap', () => {
  it('holds whatever wait is stored: no round is told to wait longer than the longest back-off', async () => {
    await enqueue(db, 'contact', contact);
    const { transport, calls } = backend();
    await db.meta.put({ key: 'pacing', failures: 4, backoff: { lastAttemptAt: REAL, retryDelayMs: 3 * DAY, reason: 'server' } });
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ next: { type: 'retry', delayMs: BACKOFF_CAP_MS, reason: 'server' } });
    await db.meta.put({ key: 'pacing', failures: 4, pause: { lastAttemptAt: REAL, retryDelayMs: 3 * DAY, reason: 'throttled' } });
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ next: { type: 'retry', delayMs: LONGEST_WAIT_MS.pause, reason: 'throttled' } });
    expect(calls).toEqual([]);
    clock = REAL + LONGEST_WAIT_MS.pause;
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ delivered: 1 });
  });

  it('holds after many failures on a clock that jumps: every delay stays within 5 minutes', async () => {
    await enqueue(db, 'contact', contact);
    const { transport } = backend();
    failing = serverError;
    const delays: number[] = [];
    for (let round = 0; round < 12; round++) {
      clock = REAL + (round % 2 === 0 ? 2 * DAY : 0) + round * BACKOFF_CAP_MS;
      const { next } = await replayRound(db, transport, pace);
      if (next.type === 'retry') delays.push(next.delayMs);
    }
    expect(delays).toHaveLength(12);
    expect(Math.max(...delays)).toBeLessThanOrEqual(BACKOFF_CAP_MS);
  });
});

describe('a pacing row of the older shape (device end times)', () => {
  it('is still honoured within the cap, and rewritten in the new shape by the next failure', async () => {
    const record = await enqueue(db, 'contact', contact);
    const { transport, calls } = backend();
    await db.meta.put({ key: 'pacing', failures: 1, pausedUntil: new Date(REAL + 20_000).toISOString(), backoffUntil: new Date(REAL + 60_000).toISOString(), reason: 'throttled' });
    await expect(attemptOnce(db, 'contact', record.id, transport, pace)).resolves.toMatchObject({ type: 'queued', reason: 'throttled', retryAfterMs: 20_000 });
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ next: { type: 'retry', delayMs: 60_000, reason: 'throttled' } });
    expect(calls).toEqual([]);

    clock = REAL + 60_000;
    failing = serverError;
    await replayRound(db, transport, pace);
    const row = await db.meta.get('pacing');
    expect(row).toMatchObject({ failures: 2, backoff: { lastAttemptAt: REAL + 60_000, retryDelayMs: 4_000, reason: 'server' } });
    expect(row).not.toHaveProperty('pausedUntil');
    expect(row).not.toHaveProperty('backoffUntil');
  });

  it('stored under a clock 2 days ahead no longer stalls the queue: the next round delivers', async () => {
    const record = await enqueue(db, 'contact', contact);
    const { transport } = backend();
    const ahead = new Date(REAL + 2 * DAY + 8_000).toISOString();
    await db.meta.put({ key: 'pacing', failures: 3, pausedUntil: ahead, backoffUntil: ahead, reason: 'server' });
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ delivered: 1, next: { type: 'idle' } });
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'delivered' });
  });
});
