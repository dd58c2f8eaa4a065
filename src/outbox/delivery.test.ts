import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_SYNC_DELAY_MS } from '../lib/spec-constants';
import type { OutboxDb } from './database';
import { attemptOnce, BATCH_MAX_RECORDS, batchesOf, OWN_ATTEMPT_TIMEOUT_MS, replayRound, withReplayLock } from './delivery';
import { BACKOFF_CAP_MS, backoffMs } from './pacing';
import { pendingRecords } from './queries';
import type { Outcome } from './records';
import { applyOutcome, enqueue } from './store';
import { fakeTransport } from '../../tests/support/outbox-test-support';
import { createTransport, type BatchAnswer } from './transport';
import { freshOutbox } from '../../tests/support/outbox-test-support';

const contact = { name: 'Jane Doe', email: 'jane@example.com', message: 'Booth lead' };
const signup = (n: number) => ({ firstName: 'Ann', lastName: `Lee ${n}`, email: `ann${n}@example.com`, optedIn: true });
const offline: Outcome = { type: 'queued', reason: 'offline', message: 'Network error: Failed to fetch' };
const whole = (outcome: Outcome): BatchAnswer => ({ type: 'whole', outcome });

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
});

afterEach(async () => {
  vi.useRealTimers();
  await db.delete();
});

async function contacts(count: number) {
  const records = [];
  for (let index = 0; index < count; index++) records.push(await enqueue(db, 'contact', { ...contact, message: `Lead ${index}` }, { now: new Date(Date.UTC(2025, 9, 1, 0, 0, index)) }));
  return records;
}

const statuses = async () => (await db.contacts.toArray()).map((record) => record.status);

describe("a form's own attempt", () => {
  it('is bounded: a backend that never answers gives "stored" after 4 s', async () => {
    const [record] = await contacts(1);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const transport = createTransport({ url: 'https://backend.test', anonKey: 'key' }, () => new Promise<Response>(() => {}));
    let outcome: Outcome | undefined;
    void attemptOnce(db, 'contact', record.id, transport).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(OWN_ATTEMPT_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcome).toEqual({ type: 'queued', reason: 'offline', message: 'No answer within 4 s' }));
    expect(OWN_ATTEMPT_TIMEOUT_MS).toBeLessThan(5_000);
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'pending', attempts: 1, lastErrorKind: 'offline' });
  });

  it('never waits for a replay round that holds the lock', async () => {
    const queued = await contacts(3);
    let release: () => void = () => {};
    const hanging = new Promise<BatchAnswer>((resolve) => (release = () => resolve(whole(offline))));
    const { transport, calls } = fakeTransport({ batch: () => hanging });
    const round = replayRound(db, transport);
    await vi.waitFor(() => expect(calls.some((call) => call.type === 'batch')).toBe(true));
    const mine = await enqueue(db, 'contact', contact);
    await expect(attemptOnce(db, 'contact', mine.id, transport)).resolves.toEqual({ type: 'delivered' });
    release();
    await round;
    expect(queued).toHaveLength(3);
  });

  it('is skipped while the device is offline or the server has asked for a pause', async () => {
    const [record] = await contacts(1);
    const { transport, calls } = fakeTransport({ batch: () => whole({ type: 'queued', reason: 'throttled', message: 'HTTP 429', retryAfterMs: 60_000 }) });
    await expect(attemptOnce(db, 'contact', record.id, transport, { online: false })).resolves.toMatchObject({ type: 'queued', reason: 'offline' });
    await replayRound(db, transport);
    const outcome = await attemptOnce(db, 'contact', record.id, transport);
    expect(outcome).toMatchObject({ type: 'queued', reason: 'throttled' });
    expect((outcome as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(55_000);
    expect(calls.filter((call) => call.type === 'submit')).toEqual([]);
  });

  it('reports a record another context already handled without sending it', async () => {
    const [record] = await contacts(1);
    await applyOutcome(db, 'contact', record.id, { type: 'rejected', message: 'Full name is required.' });
    const { transport, calls } = fakeTransport();
    await expect(attemptOnce(db, 'contact', record.id, transport)).resolves.toEqual({ type: 'rejected', message: 'Full name is required.' });
    expect(calls).toEqual([]);
  });
});

describe('a replay round', () => {
  it('probes first (SPEC call 4) and sends nothing when the probe fails, retrying in 30 s', async () => {
    await contacts(2);
    const { transport, calls } = fakeTransport({ probe: () => false });
    await expect(replayRound(db, transport)).resolves.toEqual({ delivered: 0, rejected: 0, queued: 0, next: { type: 'retry', delayMs: BACKGROUND_SYNC_DELAY_MS, reason: 'offline' } });
    expect(calls).toEqual([{ type: 'probe' }]);
  });

  it('waits out the Retry-After of a probe answered 503 (a restarting server), not 30 s, in every context', async () => {
    await contacts(2);
    const { transport, calls } = fakeTransport({ probe: () => ({ reachable: false, status: 503, retryAfterMs: 1_000 }) });
    const round = await replayRound(db, transport, { random: () => 0 });
    expect(round).toEqual({ delivered: 0, rejected: 0, queued: 0, next: { type: 'retry', delayMs: 1_000, reason: 'server' } });
    expect(calls).toEqual([{ type: 'probe' }]);
    // Another context's round honours the same pause without asking the server.
    const other = fakeTransport();
    await expect(replayRound(db, other.transport)).resolves.toMatchObject({ next: { type: 'retry', reason: 'server' } });
    expect(other.calls).toEqual([]);
  });

  it('does not probe when nothing is pending', async () => {
    const { transport, calls } = fakeTransport();
    await expect(replayRound(db, transport)).resolves.toMatchObject({ next: { type: 'idle' } });
    expect(calls).toEqual([]);
  });

  it('delivers queued records in batches of one kind, each id once, oldest first', async () => {
    const many = await contacts(BATCH_MAX_RECORDS + 10);
    // Distinct times: records of the same millisecond have no defined order between them.
    const a = await enqueue(db, 'newsletter', signup(1), { now: new Date(Date.UTC(2025, 9, 2)) });
    const b = await enqueue(db, 'newsletter', signup(2), { now: new Date(Date.UTC(2025, 9, 3)) });
    const { transport, calls } = fakeTransport();
    await expect(replayRound(db, transport)).resolves.toEqual({ delivered: many.length + 2, rejected: 0, queued: 0, next: { type: 'idle' } });
    const batches = calls.filter((call) => call.type === 'batch');
    expect(batches.map((call) => [call.kind, call.ids.length])).toEqual([['contact', 50], ['contact', 10], ['newsletter', 2]]);
    expect(batches.flatMap((call) => call.ids)).toEqual([...many.map((record) => record.id), a.id, b.id]);
    expect(await pendingRecords(db)).toEqual([]);
  });

  it('applies each verdict of a batch with mixed valid and invalid records', async () => {
    const [good, bad, other] = await contacts(3);
    const { transport } = fakeTransport({
      batch: (_, records) => ({
        type: 'per-record',
        outcomes: records.map((record): Outcome => (record.id === bad.id ? { type: 'rejected', message: 'Please enter a valid email address.' } : { type: 'delivered' })),
      }),
    });
    await expect(replayRound(db, transport)).resolves.toMatchObject({ delivered: 2, rejected: 1, next: { type: 'idle' } });
    expect(await db.contacts.get(bad.id)).toMatchObject({ status: 'rejected', lastError: 'Please enter a valid email address.' });
    expect((await db.contacts.bulkGet([good.id, other.id])).map((record) => record?.status)).toEqual(['delivered', 'delivered']);
  });

  it('stops at the first network failure and leaves the rest for the 30 s probe', async () => {
    await contacts(BATCH_MAX_RECORDS * 3);
    const { transport, calls } = fakeTransport({ batch: () => whole(offline) });
    await expect(replayRound(db, transport)).resolves.toEqual({ delivered: 0, rejected: 0, queued: BATCH_MAX_RECORDS, next: { type: 'retry', delayMs: BACKGROUND_SYNC_DELAY_MS, reason: 'offline' } });
    expect(calls.filter((call) => call.type === 'batch')).toHaveLength(1);
  });

  it('honours 429 Retry-After: stops, waits it out in every context, then sends the rest', async () => {
    const records = await contacts(4);
    let throttle = true;
    const { transport, calls } = fakeTransport({
      batch: (_, batch) =>
        throttle
          ? { type: 'per-record', retryAfterMs: 20_000, outcomes: batch.map((_r, index): Outcome => (index < 2 ? { type: 'delivered' } : { type: 'queued', reason: 'throttled', message: 'Over the rate limit', retryAfterMs: 20_000 })) }
          : { type: 'per-record', outcomes: batch.map((): Outcome => ({ type: 'delivered' })) },
    });
    let clock = Date.parse('2025-10-01T12:00:00Z');
    const pace = { now: () => clock, random: () => 0.5 };
    const first = await replayRound(db, transport, pace);
    expect(first).toEqual({ delivered: 2, rejected: 0, queued: 2, next: { type: 'retry', delayMs: 21_000, reason: 'throttled' } });
    throttle = false;
    clock += 10_000;
    // Another tab or the worker asking too early gets the remaining wait, and sends nothing.
    await expect(replayRound(db, transport, { ...pace, force: true })).resolves.toMatchObject({ next: { type: 'retry', delayMs: 11_000, reason: 'throttled' } });
    expect(calls.filter((call) => call.type !== 'probe')).toHaveLength(1);
    clock += 11_000;
    await expect(replayRound(db, transport, pace)).resolves.toMatchObject({ delivered: 2, next: { type: 'idle' } });
    expect((await db.contacts.bulkGet(records.map((record) => record.id))).every((record) => record?.status === 'delivered')).toBe(true);
  });

  it('retries 401 as a configuration problem, visible on the records, with back-off, and delivers once fixed', async () => {
    const [record] = await contacts(1);
    let fixed = false;
    const { transport } = fakeTransport({
      batch: (_, batch) =>
        fixed
          ? { type: 'per-record', outcomes: batch.map((): Outcome => ({ type: 'delivered' })) }
          : whole({ type: 'queued', reason: 'configuration', message: 'HTTP 401: Invalid JWT (check the backend address and key this site was built with)' }),
    });
    const result = await replayRound(db, transport, { random: () => 1 });
    expect(result.next).toEqual({ type: 'retry', delayMs: 2_000, reason: 'configuration' });
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'pending', lastErrorKind: 'configuration', lastError: expect.stringMatching(/^HTTP 401/) });
    fixed = true;
    await expect(replayRound(db, transport, { force: true })).resolves.toMatchObject({ delivered: 1, next: { type: 'idle' } });
  });

  it('backs off exponentially with jitter after server errors without Retry-After, capped at 5 minutes', async () => {
    await contacts(1);
    const { transport } = fakeTransport({ batch: () => whole({ type: 'queued', reason: 'server', message: 'HTTP 500' }) });
    const delays: number[] = [];
    for (let round = 0; round < 10; round++) delays.push(((await replayRound(db, transport, { force: true, random: () => 1 })).next as { delayMs: number }).delayMs);
    expect(delays.slice(0, 5)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(Math.max(...delays)).toBe(BACKOFF_CAP_MS);
    expect(backoffMs(3, () => 0)).toBe(4_000);
  });

  it('sends each record of a batch refused as a whole on its own', async () => {
    const [big, small] = await contacts(2);
    const { transport, calls } = fakeTransport({
      batch: (_, batch) =>
        batch.length > 1
          ? whole({ type: 'rejected', message: 'Request body is too large (at most 64 KB).' })
          : { type: 'per-record', outcomes: [batch[0].id === big.id ? { type: 'rejected', message: 'Too large' } : { type: 'delivered' }] },
    });
    await expect(replayRound(db, transport)).resolves.toMatchObject({ delivered: 1, rejected: 1 });
    expect(calls.filter((call) => call.type === 'batch').map((call) => call.ids)).toEqual([[big.id, small.id], [big.id], [small.id]]);
  });

  it('skips records another context delivered after the round read them', async () => {
    const [first, second] = await contacts(2);
    const { transport, calls } = fakeTransport();
    await applyOutcome(db, 'contact', second.id, { type: 'delivered' });
    await replayRound(db, transport);
    expect(calls.filter((call) => call.type === 'batch').map((call) => call.ids)).toEqual([[first.id]]);
    expect(await statuses()).toEqual(['delivered', 'delivered']);
  });

  it('keeps batches under the byte limit the functions accept', () => {
    const long = 'x'.repeat(5_000);
    const entries = Array.from({ length: 30 }, (_, index) => ({
      kind: 'contact' as const,
      record: { id: `id-${index}`, timestamp: '2025-10-01T00:00:00Z', status: 'pending' as const, attempts: 0, name: 'A', email: 'a@example.com', message: long },
    }));
    const batches = batchesOf(entries);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.every((batch) => batch.ids.length * 5_100 < 64 * 1024)).toBe(true);
  });

  it('runs one round at a time', async () => {
    let active = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
    };
    await Promise.all([withReplayLock(work, undefined), withReplayLock(work, undefined), withReplayLock(work, undefined)]);
    expect(most).toBe(1);
  });
});
