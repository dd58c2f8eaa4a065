import { describe, expect, it } from 'vitest';
import { afterFailure, MAX_ATTEMPTS, MAX_RETRY_AFTER_MS, RETRY_DELAYS_MS, retryAfterMs, scheduledDelayMs } from './retry-schedule.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe('the retry schedule', () => {
  it('is Standard Webhooks’: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h; ten attempts', () => {
    expect(RETRY_DELAYS_MS).toEqual([5 * SECOND, 300 * SECOND, 1800 * SECOND, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR]);
    expect(MAX_ATTEMPTS).toBe(10);
    // random 0.5 is the middle of the jitter: the schedule itself.
    expect(RETRY_DELAYS_MS.map((_, index) => scheduledDelayMs(index + 1, 0.5))).toEqual([...RETRY_DELAYS_MS]);
  });

  it('jitters each wait by up to 20% either way', () => {
    expect(scheduledDelayMs(1, 0)).toBe(4 * SECOND);
    expect(scheduledDelayMs(1, 0.999999)).toBeCloseTo(6 * SECOND, -1);
    expect(scheduledDelayMs(9, 0)).toBe(69_120_000);
    const waits = Array.from({ length: 200 }, () => scheduledDelayMs(2, Math.random()));
    expect(Math.min(...waits)).toBeGreaterThanOrEqual(240 * SECOND);
    expect(Math.max(...waits)).toBeLessThanOrEqual(360 * SECOND);
    expect(new Set(waits).size).toBeGreaterThan(100);
  });

  it('gives up after the tenth failed attempt', () => {
    expect(afterFailure(9, undefined, 0.5)).toEqual({ state: 'retrying', delayMs: 24 * HOUR });
    expect(afterFailure(10, undefined, 0.5)).toEqual({ state: 'dead' });
    expect(afterFailure(10, 60 * SECOND, 0.5)).toEqual({ state: 'dead' });
  });

  it('honours a Retry-After longer than the schedule, never a shorter one', () => {
    expect(afterFailure(1, 600 * SECOND, 0.5)).toEqual({ state: 'retrying', delayMs: 600 * SECOND });
    expect(afterFailure(1, 1 * SECOND, 0.5)).toEqual({ state: 'retrying', delayMs: 5 * SECOND });
    expect(afterFailure(3, 10 * SECOND, 0.5)).toEqual({ state: 'retrying', delayMs: 1800 * SECOND });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  it('reads delta-seconds and HTTP dates', () => {
    expect(retryAfterMs('120', now)).toBe(120 * SECOND);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:30:00 GMT', now)).toBe(1800 * SECOND);
  });

  it('caps it at 24 h, reads a past date as now, and ignores what it cannot read', () => {
    expect(retryAfterMs(String(7 * 24 * 3600), now)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryAfterMs('Thu, 26 Nov 2026 10:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });
});
