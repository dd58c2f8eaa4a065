import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, holdingAt, LONGEST_WAIT_MS, pacingFrom, remainingMs, type Wait } from './pacing';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const DAY = 24 * 60 * 60_000;
const wait = (lastAttemptAt: number, retryDelayMs: number, reason: Wait['reason'] = 'server'): Wait => ({ lastAttemptAt, retryDelayMs, reason });

describe('remainingMs', () => {
  it('counts down from the attempt', () => {
    expect(remainingMs(wait(NOW, 8_000), NOW + 3_000, BACKOFF_CAP_MS)).toBe(5_000);
    expect(remainingMs(wait(NOW, 8_000), NOW + 8_000, BACKOFF_CAP_MS)).toBe(0);
  });

  it('is over at once when the clock now reads earlier than the attempt (it was ahead, or went back)', () => {
    expect(remainingMs(wait(NOW + 2 * DAY, 8_000), NOW, BACKOFF_CAP_MS)).toBe(0);
    expect(remainingMs(wait(NOW, 8_000), NOW - 1, BACKOFF_CAP_MS)).toBe(0);
  });

  it('never exceeds the cap, and reads an unreadable wait as over', () => {
    expect(remainingMs(wait(NOW, 3 * DAY), NOW, BACKOFF_CAP_MS)).toBe(BACKOFF_CAP_MS);
    expect(remainingMs(wait(Number.NaN, 8_000), NOW, BACKOFF_CAP_MS)).toBe(0);
    expect(remainingMs(wait(NOW, Number.NaN), NOW, BACKOFF_CAP_MS)).toBe(0);
  });
});

describe('pacingFrom', () => {
  it('reads no row as no wait', () => {
    expect(pacingFrom(undefined, NOW)).toEqual({ key: 'pacing', failures: 0 });
  });

  it('honours the end times an older version stored while they lie within the cap', () => {
    const legacy = { key: 'pacing' as const, failures: 2, backoffUntil: new Date(NOW + 60_000).toISOString(), pausedUntil: new Date(NOW + 20_000).toISOString(), reason: 'throttled' as const };
    const pacing = pacingFrom(legacy, NOW);
    expect(pacing).toEqual({
      key: 'pacing',
      failures: 2,
      pause: { lastAttemptAt: NOW, retryDelayMs: 20_000, reason: 'throttled' },
      backoff: { lastAttemptAt: NOW, retryDelayMs: 60_000, reason: 'throttled' },
    });
    expect(holdingAt(pacing, NOW + 30_000, { backoff: true })).toEqual({ delayMs: 30_000, reason: 'throttled' });
  });

  it('drops an older end time further away than the cap (stored under a wrong clock), and one already past', () => {
    const farAway = { key: 'pacing' as const, failures: 1, backoffUntil: new Date(NOW + 2 * DAY).toISOString(), pausedUntil: new Date(NOW - 1_000).toISOString() };
    expect(pacingFrom(farAway, NOW)).toEqual({ key: 'pacing', failures: 1 });
    expect(pacingFrom({ key: 'pacing', failures: 0, pausedUntil: 'not a date' }, NOW)).toEqual({ key: 'pacing', failures: 0 });
  });

  it('keeps the waits of today\'s shape as stored', () => {
    const stored = { key: 'pacing' as const, failures: 3, backoff: wait(NOW, 8_000), offline: wait(NOW, 30_000, 'offline') };
    expect(pacingFrom(stored, NOW + DAY)).toEqual(stored);
  });
});

describe('holdingAt', () => {
  const pacing = { key: 'pacing' as const, failures: 1, pause: wait(NOW, 10_000, 'throttled'), backoff: wait(NOW, 60_000), offline: wait(NOW, 30_000, 'offline') };

  it('holds for the longest wait that applies, with its reason', () => {
    expect(holdingAt(pacing, NOW, { backoff: true })).toEqual({ delayMs: 60_000, reason: 'server' });
    expect(holdingAt(pacing, NOW, { backoff: false })).toEqual({ delayMs: 10_000, reason: 'throttled' });
    expect(holdingAt(pacing, NOW + 40_000, { backoff: false, offline: true })).toEqual({ delayMs: 0 });
    expect(holdingAt({ ...pacing, backoff: undefined }, NOW, { backoff: true, offline: true })).toEqual({ delayMs: 30_000, reason: 'offline' });
  });

  it('never holds longer than the longest wait from the moment it is read', () => {
    const absurd = { key: 'pacing' as const, failures: 9, pause: wait(NOW, 5 * DAY), backoff: wait(NOW, 5 * DAY), offline: wait(NOW, 5 * DAY, 'offline') };
    expect(holdingAt(absurd, NOW, { backoff: true, offline: true }).delayMs).toBe(Math.max(...Object.values(LONGEST_WAIT_MS)));
    expect(holdingAt(absurd, NOW, { backoff: true, offline: true }).delayMs).toBeLessThanOrEqual(11 * 60_000);
  });
});
