/** Wakes the lead dispatcher right after a lead is stored, without waiting for it: the minute timer is the safety net. */

// Supabase's edge runtime keeps a function alive for promises handed to EdgeRuntime.waitUntil after its answer.
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;

const WAKE_TIMEOUT_MS = 60_000;

/**
 * POSTs to `${SUPABASE_URL}/functions/v1/lead-dispatcher` with the service role key (the gateway
 * lets it through) and the dispatch secret, when set. Never throws and never delays the caller.
 */
export function wakeDispatcher(): void {
  const base = Deno.env.get('SUPABASE_URL')?.replace(/\/+$/, '');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const secret = Deno.env.get('LEAD_DISPATCH_SECRET');
  if (!base || (!serviceKey && !secret)) return;
  const headers: Record<string, string> = {
    ...(serviceKey ? { authorization: `Bearer ${serviceKey}`, apikey: serviceKey } : {}),
    ...(secret ? { 'x-dispatch-secret': secret } : {}),
  };
  const woken = fetch(`${base}/functions/v1/lead-dispatcher`, { method: 'POST', headers, signal: AbortSignal.timeout(WAKE_TIMEOUT_MS) })
    .then((response) => response.body?.cancel())
    .catch(() => {});
  if (typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(woken);
}
