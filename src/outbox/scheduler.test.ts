import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_SYNC_DELAY_MS, CONNECTIVITY_PROBE_TIMEOUT_MS } from '../lib/spec-constants';
import type { OutboxDb } from './database';
import { replayRound, type RoundResult } from './delivery';
import { createSyncScheduler } from './scheduler';
import { enqueue } from './store';
import { freshOutbox } from '../../tests/support/outbox-test-support';
import { createTransport } from './transport';

const OFFLINE: RoundResult = { delivered: 0, rejected: 0, queued: 0, next: { type: 'retry', delayMs: BACKGROUND_SYNC_DELAY_MS, reason: 'offline' } };
const DONE: RoundResult = { delivered: 1, rejected: 0, queued: 0, next: { type: 'idle' } };
const THROTTLED: RoundResult = { delivered: 1, rejected: 0, queued: 1, next: { type: 'retry', delayMs: 7_000, reason: 'throttled' } };

beforeEach(() => {
  // IndexedDB (fake-indexeddb) schedules with setImmediate, which stays real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createSyncScheduler', () => {
  it('runs once, 30 s after schedule(), however often schedule() is called', async () => {
    expect(BACKGROUND_SYNC_DELAY_MS).toBe(30_000);
    const run = vi.fn(async () => DONE);
    const scheduler = createSyncScheduler({ run });
    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(10_000);
    scheduler.schedule();
    scheduler.schedule();
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(19_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(scheduler.isScheduled()).toBe(false);
  });

  it('runs again after the delay each round asks for (30 s offline, Retry-After when throttled, 30 s after a throw) and stops once done', async () => {
    const results = [OFFLINE, 'throw', THROTTLED, DONE];
    const run = vi.fn(async () => {
      const next = results.shift();
      if (next === 'throw') throw new Error('IndexedDB broke');
      return next as RoundResult;
    });
    createSyncScheduler({ run }).schedule();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(6_999);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(run).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the sooner of two timers', async () => {
    const run = vi.fn(async () => DONE);
    const scheduler = createSyncScheduler({ run });
    scheduler.schedule(30_000);
    scheduler.schedule(5_000);
    scheduler.schedule(20_000);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('trigger() runs now and replaces the armed timer', async () => {
    const run = vi.fn(async () => DONE);
    const scheduler = createSyncScheduler({ run });
    scheduler.schedule();
    await scheduler.trigger();
    expect(run).toHaveBeenCalledTimes(1);
    expect(scheduler.isScheduled()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs twice at once: a trigger during a run asks for one more run afterwards', async () => {
    let active = 0;
    let most = 0;
    const run = vi.fn(async () => {
      most = Math.max(most, ++active);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      active--;
      return DONE;
    });
    const scheduler = createSyncScheduler({ run });
    const first = scheduler.trigger();
    const second = scheduler.trigger();
    const third = scheduler.trigger();
    await vi.advanceTimersByTimeAsync(2_000);
    await Promise.all([first, second, third]);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('uses the injected timer functions and delay', async () => {
    const setTimer = vi.fn((_callback: () => void, _ms: number) => 'handle-1');
    const clearTimer = vi.fn();
    const scheduler = createSyncScheduler({ run: async () => DONE, setTimer, clearTimer });
    scheduler.schedule(1234);
    scheduler.schedule(1234);
    expect(setTimer).toHaveBeenCalledTimes(1);
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 1234);
    scheduler.dispose();
    expect(clearTimer).toHaveBeenCalledWith('handle-1');
  });

  it('does nothing after dispose()', async () => {
    const run = vi.fn(async () => OFFLINE);
    const scheduler = createSyncScheduler({ run });
    scheduler.schedule();
    scheduler.dispose();
    scheduler.schedule();
    await scheduler.trigger();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('the page loop end to end (SPEC section 4)', () => {
  let db: OutboxDb;

  beforeEach(() => {
    db = freshOutbox();
  });

  afterEach(async () => {
    await db.delete();
  });

  // IndexedDB work resolves on real setImmediate ticks, which fake time does not advance.
  async function until(condition: () => boolean) {
    for (let tick = 0; tick < 500 && !condition(); tick++) await new Promise((resolve) => setImmediate(resolve));
    expect(condition()).toBe(true);
  }

  it('probes 30 s after a failure, gives up on the probe after 5 s, and delivers when the probe answers', async () => {
    const record = await enqueue(db, 'contact', { name: 'J', email: 'j@example.com', message: 'Hi' });
    let reachable = false;
    const calls: string[] = [];
    const fetchImpl = vi.fn((_url: string, init?: RequestInit) => {
      calls.push(init?.method ?? 'GET');
      if (!reachable) return new Promise<Response>(() => {});
      if (init?.method === 'OPTIONS') return Promise.resolve(new Response('ok'));
      return Promise.resolve(Response.json({ success: true, results: [{ index: 0, clientRecordId: record.id, status: 'stored' }] }));
    });
    const transport = createTransport({ url: 'https://b.test', anonKey: 'key' }, fetchImpl);
    const scheduler = createSyncScheduler({ run: () => replayRound(db, transport) });

    scheduler.schedule();
    await vi.advanceTimersByTimeAsync(BACKGROUND_SYNC_DELAY_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await until(() => fetchImpl.mock.calls.length === 1);

    await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_TIMEOUT_MS - 1);
    expect(scheduler.isScheduled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => scheduler.isScheduled());
    expect(calls).toEqual(['OPTIONS']);

    reachable = true;
    await vi.advanceTimersByTimeAsync(BACKGROUND_SYNC_DELAY_MS);
    await until(() => calls.length === 3);
    await until(() => !scheduler.isScheduled());
    expect(calls).toEqual(['OPTIONS', 'OPTIONS', 'POST']);
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'delivered' });
  });
});
