/** The lead dispatcher's safety net, as pg_cron is in production: a POST to lead-dispatcher every minute. */

// A run sends at most 25 deliveries with 10 s each; one that takes longer than this is abandoned.
const RUN_TIMEOUT_MS = 5 * 60_000;

/**
 * POSTs `/functions/v1/lead-dispatcher` on the functions server (`functionsPort()`, straight, as
 * pg_net reaches the function) with `x-dispatch-secret`, every `everyMs` (0: never, only `runNow`).
 * Runs never overlap. `log` hears a failed run, and once that the dispatcher is not there (404).
 * Returns { runNow(): the dispatcher's JSON answer or undefined, stop() }.
 */
export function startDispatchTimer({ functionsPort, secret, everyMs, log = () => {} }) {
  let running;
  let saidMissing = false;
  let stopped = false;
  const stopping = new AbortController();

  const run = async () => {
    const res = await fetch(`http://127.0.0.1:${functionsPort()}/functions/v1/lead-dispatcher`, {
      method: 'POST',
      headers: { 'x-dispatch-secret': secret, 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(RUN_TIMEOUT_MS)]),
    });
    const text = await res.text();
    if (res.status === 404) {
      if (!saidMissing) log('dispatch timer: no lead-dispatcher function on the functions server yet; leads wait as pending');
      saidMissing = true;
      return undefined;
    }
    if (!res.ok) throw new Error(`lead-dispatcher answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text);
  };

  const runNow = () => {
    running ??= run()
      .catch((error) => {
        if (!stopped) log(`dispatch timer: ${error.message}`);
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = everyMs > 0 ? setInterval(() => void runNow(), everyMs) : undefined;
  timer?.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
