/** The replay both paths run (page loop and service worker): probe, then deliver every pending record once. */
import type { OutboxTransport } from './delivery-types';
import { deliverIfPending } from './deliver-now';
import type { OutboxDb } from './outbox-db';
import { pendingRecords } from './records-by-status';
import { withReplayLock, type ReplayLockManager } from './replay-lock';

/** A replay that did not start because the probe failed, or the counts of one that ran. */
export type ReplayResult =
  | { ran: false; reason: 'offline' }
  | { ran: true; delivered: number; rejected: number; failed: number };

/** The caller's connectivity probe (see probeEndpoint), and test seams. */
export interface ReplayOptions {
  probe: () => Promise<boolean>;
  locks?: ReplayLockManager;
  now?: () => Date;
}

async function probeSafely(probe: () => Promise<boolean>): Promise<boolean> {
  try {
    return await probe();
  } catch {
    return false;
  }
}

/**
 * Holding the replay lock: when anything is pending, probes, then sends each pending record
 * oldest first, re-reading its status right before sending. Nothing pending means no probe.
 */
export function replayOutbox(db: OutboxDb, transport: OutboxTransport, options: ReplayOptions): Promise<ReplayResult> {
  return withReplayLock(async () => {
    const result = { ran: true as const, delivered: 0, rejected: 0, failed: 0 };
    const pending = await pendingRecords(db);
    if (pending.length === 0) return result;
    if (!(await probeSafely(options.probe))) return { ran: false, reason: 'offline' };
    for (const { kind, record } of pending) {
      const outcome = await deliverIfPending(db, kind, record.id, transport, options.now);
      if (outcome.type !== 'skipped') result[outcome.type] += 1;
    }
    return result;
  }, options.locks);
}

/** True when a replay should be tried again later: it could not run, or some deliveries failed. */
export function needsRetry(result: ReplayResult): boolean {
  return !result.ran || result.failed > 0;
}
