/** Serialises replays so the page and the service worker never deliver at the same time. */

/** Name of the Web Lock every replay holds. */
export const REPLAY_LOCK_NAME = 'asc-outbox-replay';

/** The part of the Web Locks API the outbox uses (navigator.locks). */
export interface ReplayLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

let chain: Promise<unknown> = Promise.resolve();

function systemLocks(): ReplayLockManager | undefined {
  return (globalThis as { navigator?: { locks?: ReplayLockManager } }).navigator?.locks;
}

/**
 * Runs `work` while holding the replay lock: the Web Lock when the platform has one (shared by
 * every tab and the service worker), otherwise a queue within this module.
 */
export function withReplayLock<T>(work: () => Promise<T>, locks: ReplayLockManager | undefined = systemLocks()): Promise<T> {
  if (locks !== undefined) return locks.request(REPLAY_LOCK_NAME, () => work());
  const result = chain.then(work);
  chain = result.catch(() => undefined);
  return result;
}
