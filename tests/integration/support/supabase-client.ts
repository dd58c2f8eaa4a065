/** supabase-js clients for the local backend, usable in Vitest's node environment. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalBackend } from '../../../scripts/local-backend/backend.mjs';

// Node 20 has no global WebSocket and these tests never open a realtime channel: a stub
// that fails loudly if one were ever opened.
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used by the site and not available in these tests');
  }
}

/** A client as the site creates it (anon key), or as an operator does (service-role key). */
export function localSupabaseClient(backend: LocalBackend, key: string): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoWebSocket as never },
  });
}
