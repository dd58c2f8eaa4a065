/**
 * The renderer's navigation commit in a Lighthouse trace. Chrome runs it before the page's first byte is
 * parsed: it creates the page's V8 context (eagerly, as DevTools is attached) and takes the first
 * bytes of the body. The script-free twin has it as well. Lantern makes it wait for the whole document,
 * so at 4x it can run past the simulated first paint and count as blocking time that no page change
 * removes. The bench names it apart from the page's own work.
 */

/**
 * Durations (ms, as recorded, unthrottled) of the main-thread tasks of the navigation that hold its
 * commit; null when the trace shows no navigation or no commit (a Chrome that names the event otherwise
 * must read as unknown, not as a commit that cost nothing).
 */
export function commitTaskDurations(trace) {
  const events = Array.isArray(trace) ? trace : (trace?.traceEvents ?? []);
  const start = events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''));
  if (!start) return null;
  const main = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X');
  const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const commits = main.filter((e) => e.name === 'DocumentLoader::CommitNavigation');
  if (commits.length === 0) return null;
  return tasks.filter((task) => commits.some((c) => c.ts >= task.ts && c.ts + c.dur <= task.ts + task.dur)).map((task) => task.dur / 1000);
}

/**
 * Whether a Lighthouse long task (simulated duration) is one of those commit tasks. Lantern simulates a
 * task that lays out at half the CPU slowdown and any other at the full slowdown; the commit lays
 * nothing out, so its simulated duration is its recorded one times the slowdown, to rounding.
 */
export function isCommitTask(longTask, commitDurations, slowdown) {
  return commitDurations.some((recorded) => Math.abs(recorded * slowdown - longTask.duration) < 1);
}
