/** Runs abortable work with a deadline; used for the probe and for deliveries. */

/** Raised when the deadline passes before the work settles. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/** The `fetch` shape the outbox needs, so page, worker and tests can pass their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Resolves with `work`'s result, or rejects with TimeoutError after `timeoutMs` and aborts the work's signal. */
export function withTimeout<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Racing the timer as well as aborting means a fetch that ignores its signal cannot hang the caller.
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new TimeoutError(`No answer within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const running = new Promise<T>((resolve) => resolve(work(controller.signal)));
  return Promise.race([running, deadline]).finally(() => clearTimeout(timer));
}
