import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoundResult } from './delivery';
import { createSyncScheduler } from './scheduler';

const DONE: RoundResult = { delivered: 1, rejected: 0, queued: 0, next: { type: 'idle' } };
const DAY = 24 * 60 * 60_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.parse('2026-11-27T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the page loop timer across a clock change', () => {
  it('keeps the sooner retry when the clock is set back 2 days between two requests for one', async () => {
    const run = vi.fn(async () => DONE);
    const scheduler = createSyncScheduler({ run });
    scheduler.schedule(30_000);
    vi.setSystemTime(Date.now() - 2 * DAY);
    scheduler.schedule(5 * 60_000);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
