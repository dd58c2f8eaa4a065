/** When a failed lead delivery is tried again: the Standard Webhooks schedule with jitter, or later when the receiver asks. */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The waits after failed attempts 1 to 9 (Standard Webhooks); attempt 10 failing ends the delivery. */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR] as const;

/** Attempts a delivery gets before it is dead. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Each wait varies by up to this fraction either way, so deliveries that failed together do not retry together. */
export const JITTER = 0.2;

/** The longest a receiver's Retry-After can postpone a delivery. */
export const MAX_RETRY_AFTER_MS = 24 * HOUR;

/** What happens after a failed attempt: tried again after `delayMs`, or given up. */
export type AfterFailure = { state: 'retrying'; delayMs: number } | { state: 'dead' };

/** The scheduled wait after failed attempt number `attempt` (1-based), jittered by `random` in [0, 1). */
export function scheduledDelayMs(attempt: number, random: number): number {
  const base = RETRY_DELAYS_MS[Math.min(Math.max(attempt, 1), RETRY_DELAYS_MS.length) - 1];
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}

/**
 * Milliseconds a Retry-After header asks for (delta-seconds or an HTTP date), capped at 24 h;
 * undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  // An HTTP date starts with the day's name ("Fri, 27 Nov 2026 10:30:00 GMT"); anything else that Date.parse happens to read is not one.
  const ms = /^\d+$/.test(value) ? Number(value) * SECOND : /^[A-Za-z]{3},/.test(value) ? Date.parse(value) - now : NaN;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** The next step after failed attempt `attempt`: the scheduled wait, or the receiver's Retry-After when longer; dead after the last. */
export function afterFailure(attempt: number, retryAfter: number | undefined, random: number): AfterFailure {
  if (attempt >= MAX_ATTEMPTS) return { state: 'dead' };
  const scheduled = scheduledDelayMs(attempt, random);
  return { state: 'retrying', delayMs: retryAfter !== undefined && retryAfter > scheduled ? retryAfter : scheduled };
}
