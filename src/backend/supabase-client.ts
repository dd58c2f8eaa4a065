/** The site's one supabase-js client: created on first use, in the browser only, when a backend is configured. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { backendConfig, type BackendConfig, isServerRender } from '../outbox/page/backend-config';

/** Builds a client for a configuration; replaceable in tests. */
export type SupabaseClientFactory = (config: BackendConfig) => SupabaseClient;

const defaultFactory: SupabaseClientFactory = ({ url, anonKey }) =>
  createClient(url, anonKey, {
    // Visitors are anonymous: no session to keep, refresh or read from the address bar.
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });

let factory: SupabaseClientFactory = defaultFactory;
let memo: { config: BackendConfig; client: SupabaseClient } | undefined;

/** The memoised client, or null with no backend configured or while rendering on the server. */
export function getSupabaseClient(): SupabaseClient | null {
  if (isServerRender()) return null;
  const config = backendConfig();
  if (config === null) return null;
  if (memo === undefined || memo.config.url !== config.url || memo.config.anonKey !== config.anonKey) {
    memo = { config, client: factory(config) };
  }
  return memo.client;
}

/** @internal Tests only: forgets the memoised client and uses `next` (or the real factory) from now on. */
export function resetSupabaseClient(next?: SupabaseClientFactory): void {
  memo = undefined;
  factory = next ?? defaultFactory;
}
