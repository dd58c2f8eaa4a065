/**
 * Whether and where there is a backend, from the build-time VITE_SUPABASE_* values. Its own module: a page
 * that only asks whether there is one (a services page) does not load the transport with it.
 */

/** Address (no trailing slash) and public anon key of the backend. */
export interface BackendSettings {
  url: string;
  anonKey: string;
}

/** The settings from the build-time VITE_SUPABASE_* values, or null when either is unset (no backend). */
export function backendSettingsFrom(env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string } | undefined): BackendSettings | null {
  const url = env?.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '');
  const anonKey = env?.VITE_SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url, anonKey } : null;
}
