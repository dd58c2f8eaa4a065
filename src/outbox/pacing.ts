/**
 * When delivery may next be tried, in a form a clock change cannot stretch: each wait is the device
 * time of the attempt that asked for it plus a duration, capped, and re-checked against the current
 * time on every read. A clock that was days ahead when the wait was stored (or that went back since)
 * makes the wait due at once, never days away.
 */
import { BACKGROUND_SYNC_DELAY_MS } from '../lib/spec-constants';
import type { QueueReason } from './records';
import { MAX_RETRY_AFTER_MS } from './transport';

/** A wait measured from the attempt that caused it. */
export interface Wait {
  /** Device time (ms since 1970) of the attempt. */
  lastAttemptAt: number;
  /** How long after that attempt the next one is due. */
  retryDelayMs: number;
  reason: QueueReason;
}

/**
 * The waits shared by every tab and the service worker (the meta table's `pacing` row). pause: the
 * server asked for it (Retry-After), so even a visitor's own send waits; backoff: our own back-off
 * after failures, which only replays honour; offline: when the page loop probes again after a network
 * failure, kept only to tell the operations page (nothing waits for it).
 */
export interface Pacing {
  key: 'pacing';
  failures: number;
  pause?: Wait;
  backoff?: Wait;
  offline?: Wait;
}

/** The row as older versions of the site stored it: device times at which each wait ended. */
interface LegacyPacing {
  pausedUntil?: string;
  backoffUntil?: string;
  reason?: QueueReason;
}

/** What the meta table may hold: today's shape, an older one, or a mix of both. */
export type StoredPacing = Pick<Pacing, 'key' | 'failures'> & Partial<Pacing> & LegacyPacing;

/** The key of the pacing row. */
export const PACING_KEY = 'pacing';

/** Capped exponential back-off after failures without a Retry-After. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

type WaitName = 'pause' | 'backoff' | 'offline';

/** The longest each wait can be: the capped Retry-After with its 10% jitter, the back-off's cap, SPEC's 30 s probe. */
export const LONGEST_WAIT_MS: Record<WaitName, number> = {
  pause: Math.ceil(MAX_RETRY_AFTER_MS * 1.1),
  backoff: BACKOFF_CAP_MS,
  offline: BACKGROUND_SYNC_DELAY_MS,
};

/**
 * Milliseconds left of `wait` at `now`: none once its delay has passed, none when the clock now reads
 * earlier than the attempt (it went back, so how long ago the attempt was is unknown), and never
 * more than the wait's cap, whatever was stored.
 */
export function remainingMs(wait: Wait | undefined, now: number, capMs: number): number {
  if (wait === undefined) return 0;
  const elapsed = now - wait.lastAttemptAt;
  const delay = Math.min(wait.retryDelayMs, capMs);
  if (!(elapsed >= 0) || !(delay > 0)) return 0;
  return Math.max(0, delay - elapsed);
}

// An end time of the older format is honoured only when it lies within the cap ahead; one further
// away was stored under a clock that was wrong then or is wrong now, so the wait is over.
function fromLegacy(until: string | undefined, reason: QueueReason, now: number, capMs: number): Wait | undefined {
  const left = until === undefined ? NaN : Date.parse(until) - now;
  return left > 0 && left <= capMs ? { lastAttemptAt: now, retryDelayMs: left, reason } : undefined;
}

/** The stored row (or none) in today's shape, as read at `now`; older rows are interpreted, never trusted beyond the caps. */
export function pacingFrom(stored: StoredPacing | undefined, now: number): Pacing {
  if (stored === undefined) return { key: PACING_KEY, failures: 0 };
  const { pausedUntil, backoffUntil, reason, pause, backoff, offline } = stored;
  const legacyReason = reason ?? 'server';
  const failures = Number.isFinite(stored.failures) ? stored.failures : 0;
  const paced: Pacing = { key: PACING_KEY, failures };
  const chosen = {
    pause: pause ?? fromLegacy(pausedUntil, legacyReason, now, LONGEST_WAIT_MS.pause),
    backoff: backoff ?? fromLegacy(backoffUntil, legacyReason, now, LONGEST_WAIT_MS.backoff),
    offline,
  };
  for (const name of ['pause', 'backoff', 'offline'] as const) if (chosen[name] !== undefined) paced[name] = chosen[name];
  return paced;
}

/** The wait a round or an attempt still has to sit out, with its reason; zero when nothing holds it back. */
export interface Holding {
  delayMs: number;
  reason?: QueueReason;
}

/**
 * What holds delivery back at `now`: the server's pause always, our back-off unless `force` (the
 * operations page's Sync now), the offline probe only when `offline` (for the page's "next try").
 */
export function holdingAt(pacing: Pacing, now: number, which: { backoff: boolean; offline?: boolean }): Holding {
  const names: WaitName[] = ['pause', ...(which.backoff ? (['backoff'] as const) : []), ...(which.offline ? (['offline'] as const) : [])];
  let holding: Holding = { delayMs: 0 };
  for (const name of names) {
    const left = remainingMs(pacing[name], now, LONGEST_WAIT_MS[name]);
    if (left > holding.delayMs) holding = { delayMs: left, reason: pacing[name]?.reason };
  }
  return holding;
}

/** Back-off after `failures` consecutive failures: doubling from 2 s, capped at 5 min, with jitter. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
