/** The backend the worker delivers to, read from the build-time VITE_SUPABASE_* settings. */

/** Address (no trailing slash) and public anon key of the backend. */
export interface BackendSettings {
  url: string;
  anonKey: string;
}

/** The settings from `env`, or null when either is unset (the worker then never replays). */
export function backendSettings(env: { VITE_SUPABASE_URL?: string; VITE_SUPABASE_ANON_KEY?: string }): BackendSettings | null {
  const url = env.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '');
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim();
  return url && anonKey ? { url, anonKey } : null;
}
