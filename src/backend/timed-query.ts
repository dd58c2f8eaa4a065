/** Runs a database query with a time-out, so a backend that never answers cannot keep a page loading. */

/** The query did not answer within its time. */
export class QueryTimeoutError extends Error {
  constructor(ms: number) {
    super(`Query timed out after ${ms} ms`);
    this.name = 'QueryTimeoutError';
  }
}

/** Starts `run` with an abort signal that fires after `ms`; rejects with QueryTimeoutError then. */
export function timedQuery<T>(run: (signal: AbortSignal) => PromiseLike<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Racing, not only aborting: a query that ignores its signal still gives way.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new QueryTimeoutError(ms));
    }, ms);
  });
  return Promise.race([Promise.resolve(run(controller.signal)), deadline]).finally(() => clearTimeout(timer));
}
