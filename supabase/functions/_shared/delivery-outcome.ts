/** A lead delivery's next state from what one attempt got: 2xx delivered, 410 dead, anything else retried on the schedule. */
import type { SendOutcome } from './lead-channel-send.ts';
import type { DeliveryOutcome } from './lead-deliveries.ts';
import { afterFailure } from './retry-schedule.ts';

/** The next state after attempt number `attempt` (1-based) got `outcome`; `random` in [0, 1) jitters the wait. */
export function nextState(attempt: number, outcome: SendOutcome, random: number): DeliveryOutcome {
  const { status, latencyMs, excerpt } = outcome;
  if (status !== null && status >= 200 && status < 300) return { state: 'delivered', status, latencyMs, excerpt };
  const error = status === null ? excerpt : `HTTP ${status}${excerpt ? `: ${excerpt}` : ''}`;
  if (status === 410) return { state: 'dead', status, latencyMs, excerpt, error };
  const next = afterFailure(attempt, outcome.retryAfterMs, random);
  return next.state === 'dead' ? { state: 'dead', status, latencyMs, excerpt, error } : { state: 'retrying', status, latencyMs, excerpt, error, delayMs: next.delayMs };
}
