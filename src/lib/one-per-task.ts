/**
 * A queue that runs its jobs one per task, in the order given. Start-up work that would otherwise run
 * back to back (the modules' evaluation, then one island's hydration after another) becomes a series of
 * short tasks, and a tap or a key press made meanwhile is handled between two of them instead of after
 * all: on a phone's CPU each of these jobs takes 10-40 ms, together they passed 50 ms, the point at
 * which a task starts to delay the answer to input.
 */
export function createOnePerTaskQueue(): (job: () => void) => void {
  const jobs: Array<() => void> = [];
  const runNext = () => {
    const job = jobs[0];
    try {
      job();
    } finally {
      jobs.shift();
      if (jobs.length > 0) setTimeout(runNext, 0);
    }
  };
  return (job) => {
    jobs.push(job);
    if (jobs.length === 1) setTimeout(runNext, 0);
  };
}
