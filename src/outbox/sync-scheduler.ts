/** The page's retry loop: one pending timer, a replay when it fires, and again later while it keeps failing. */
import { BACKGROUND_SYNC_DELAY_MS } from '../lib/spec-constants';
import { needsRetry, type ReplayResult } from './replay-outbox';

/** What the scheduler runs and how it keeps time (injectable for tests). */
export interface SyncSchedulerOptions {
  run: () => Promise<ReplayResult>;
  delayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Handle returned by createSyncScheduler. */
export interface SyncScheduler {
  /** Arms the timer unless one is already armed (timers never stack). */
  schedule(): void;
  /** Runs now (on `online`, `visibilitychange`); while a run is in progress, asks for one more after it. */
  trigger(): Promise<void>;
  /** True while a timer is armed. */
  isScheduled(): boolean;
  /** Cancels the timer; nothing runs or is scheduled afterwards. */
  dispose(): void;
}

/** Creates the scheduler; a run that is offline, has failed deliveries or throws re-arms the timer. */
export function createSyncScheduler(options: SyncSchedulerOptions): SyncScheduler {
  const delayMs = options.delayMs ?? BACKGROUND_SYNC_DELAY_MS;
  const setTimer = options.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let timer: { handle: unknown } | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let disposed = false;

  const cancelTimer = () => {
    if (timer !== undefined) clearTimer(timer.handle);
    timer = undefined;
  };

  const attempt = async (): Promise<boolean> => {
    try {
      return needsRetry(await options.run());
    } catch {
      return true;
    }
  };

  const scheduler: SyncScheduler = {
    schedule() {
      if (disposed || timer !== undefined) return;
      timer = {
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
        let retry: boolean;
        do {
          again = false;
          retry = await attempt();
        } while (again && !disposed);
        running = undefined;
        if (retry) scheduler.schedule();
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
