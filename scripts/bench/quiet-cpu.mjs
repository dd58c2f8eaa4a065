/**
 * Waits for the machine to go quiet before a timed opening: the bench opens many pages in turn, and a
 * browser context it has just closed (its renderer, its service worker's precaching) goes on using the CPU
 * for a moment. A phone that opens a page does not share its processor with the last one's teardown.
 */
import { cpus } from 'node:os';

/** Total and idle CPU time, summed over every core, in ms. */
export function cpuTimes(cores = cpus()) {
  let idle = 0;
  let total = 0;
  for (const { times } of cores) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/** The share of the CPU left idle between two readings of cpuTimes (1 when no time passed). */
export function idleShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Resolves once the CPU has stayed at least `idle` idle for `window` ms, or after `max` ms whatever the
 * load (a busy machine is measured busy rather than not at all). Returns that last window's idle share.
 */
export async function quietCpu({ idle = 0.85, window = 250, max = 5000 } = {}) {
  const start = Date.now();
  for (;;) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, window));
    const share = idleShare(before, cpuTimes());
    if (share >= idle || Date.now() - start >= max) return share;
  }
}
