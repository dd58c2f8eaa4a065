/** Where the backend lives: the build-time VITE_SUPABASE_* settings, overridable in tests. */
import { backendSettingsFrom, type BackendSettings } from '../backend-settings';

/** Address and public anon key of the Supabase project (or of the local backend). */
export type BackendConfig = BackendSettings;

interface Overrides {
  config?: BackendConfig | null;
  serverRender?: boolean;
}

let overrides: Overrides = {};

function readEnv(): { url?: string; anonKey?: string; ssr: boolean } {
  // Scripts may load this module outside Vite, where import.meta.env does not exist.
  const env = typeof import.meta !== 'undefined' ? import.meta.env : undefined;
  return { url: env?.VITE_SUPABASE_URL, anonKey: env?.VITE_SUPABASE_ANON_KEY, ssr: env?.SSR === true };
}

/** The configured backend, or null when either setting is unset (the site then runs with no backend). */
export function backendConfig(): BackendConfig | null {
  if (overrides.config !== undefined) return overrides.config;
  const { url, anonKey } = readEnv();
  return backendSettingsFrom({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey });
}

/** True while rendering on the server (prerendering, `npm start`, dev SSR): no backend traffic then. */
export function isServerRender(): boolean {
  if (overrides.serverRender !== undefined) return overrides.serverRender;
  return readEnv().ssr || typeof window === 'undefined';
}

/** @internal Tests only: replaces the configuration and/or the server-render flag; call with {} to restore. */
export function overrideBackendEnvironment(next: Overrides): void {
  overrides = { ...next };
}
