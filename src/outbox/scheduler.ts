/** The page's retry loop: at most one timer, a replay round when it fires, and the next one when the round says so. */
import { BACKGROUND_SYNC_DELAY_MS } from '../lib/spec-constants';
import type { RoundResult } from './delivery';

/** What the scheduler runs and how it keeps time (injectable for tests). */
export interface SyncSchedulerOptions {
  run: () => Promise<RoundResult>;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Handle returned by createSyncScheduler. */
export interface SyncScheduler {
  /** Arms the timer for `delayMs` (SPEC's 30 s by default) unless an armed one fires sooner (timers never stack). */
  schedule(delayMs?: number): void;
  /** Runs a round now (on `online`, `visibilitychange`); while one runs, asks for one more after it. */
  trigger(): Promise<void>;
  /** True while a timer is armed. */
  isScheduled(): boolean;
  /** Cancels the timer; nothing runs or is scheduled afterwards. */
  dispose(): void;
}

/** Creates the scheduler; after each round it arms the delay the round asked for, or SPEC's 30 s when the round threw. */
export function createSyncScheduler(options: SyncSchedulerOptions): SyncScheduler {
  // A monotonic clock: a timer armed before the device's clock was corrected is compared fairly with one armed after.
  const now = options.now ?? (() => performance.now());
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: { handle: unknown; dueAt: number } | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let disposed = false;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimer(timer.handle);
    timer = undefined;
  };

  const attempt = async (): Promise<number | undefined> => {
    try {
      const { next } = await options.run();
      return next.type === 'retry' ? next.delayMs : undefined;
    } catch {
      return BACKGROUND_SYNC_DELAY_MS;
    }
  };

  const scheduler: SyncScheduler = {
    schedule(delayMs = BACKGROUND_SYNC_DELAY_MS) {
      if (disposed) return;
      const dueAt = now() + delayMs;
      if (timer !== undefined && timer.dueAt <= dueAt) return;
      cancelTimer();
      timer = {
        dueAt,
        handle: setTimer(() => {
          timer = undefined;
          void scheduler.trigger();
        }, delayMs),
      };
    },
    trigger() {
      if (disposed) return Promise.resolve();
      cancelTimer();
      if (running !== undefined) {
        again = true;
        return running;
      }
      running = (async () => {
        let retryIn: number | undefined;
        do {
          again = false;
          retryIn = await attempt();
        } while (again && !disposed);
        running = undefined;
        if (retryIn !== undefined) scheduler.schedule(retryIn);
      })();
      return running;
    },
    isScheduled: () => timer !== undefined,
    dispose() {
      disposed = true;
      cancelTimer();
    },
  };
  return scheduler;
}
