/** Wakes the lead dispatcher right after a lead is stored, without waiting for it: the minute timer is the safety net. */

// Supabase's edge runtime keeps a function alive for promises handed to EdgeRuntime.waitUntil after its answer.
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

const WAKE_TIMEOUT_MS = 60_000;

let running: Promise<void> | undefined;
let wokenAgain = false;

function post(base: string, headers: Record<string, string>): Promise<void> {
  return fetch(`${base}/functions/v1/lead-dispatcher`, { method: 'POST', headers, signal: AbortSignal.timeout(WAKE_TIMEOUT_MS) })
    .then((response) => response.body?.cancel())
    .catch(() => {});
}

/**
 * POSTs to `${SUPABASE_URL}/functions/v1/lead-dispatcher` with the service role key (the gateway
 * lets it through) and the dispatch secret, when set. Never throws and never delays the caller.
 * One wake at a time per instance: a lead stored while a run is under way gets one more run after
 * it, so a burst of leads makes two runs, not one per lead.
 */
export function wakeDispatcher(): void {
  const base = Deno.env.get('SUPABASE_URL')?.replace(/\/+$/, '');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const secret = Deno.env.get('LEAD_DISPATCH_SECRET');
  if (!base || (!serviceKey && !secret)) return;
  if (running !== undefined) {
    wokenAgain = true;
    return;
  }
  const headers: Record<string, string> = {
    ...(serviceKey ? { authorization: `Bearer ${serviceKey}`, apikey: serviceKey } : {}),
    ...(secret ? { 'x-dispatch-secret': secret } : {}),
  };
  running = (async () => {
    do {
      wokenAgain = false;
      await post(base, headers);
    } while (wokenAgain);
  })().finally(() => {
    running = undefined;
  });
  if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(running);
}
