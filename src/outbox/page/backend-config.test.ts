import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendConfig, isServerRender, overrideBackendEnvironment } from './backend-config';

afterEach(() => {
  vi.unstubAllEnvs();
  overrideBackendEnvironment({});
});

describe('backendConfig', () => {
  it('reads VITE_SUPABASE_URL (without trailing slashes) and VITE_SUPABASE_ANON_KEY', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.supabase.co/');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key');
    expect(backendConfig()).toEqual({ url: 'https://project.supabase.co', anonKey: 'anon-key' });
  });

  it.each([
    ['', 'anon-key'],
    ['https://project.supabase.co', ''],
    ['  ', '  '],
  ])('is null when either setting is unset (url %j, key %j)', (url, key) => {
    vi.stubEnv('VITE_SUPABASE_URL', url);
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', key);
    expect(backendConfig()).toBeNull();
  });

  it('can be overridden, and restored', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://project.supabase.co');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'anon-key');
    overrideBackendEnvironment({ config: null });
    expect(backendConfig()).toBeNull();
    overrideBackendEnvironment({});
    expect(backendConfig()).toEqual({ url: 'https://project.supabase.co', anonKey: 'anon-key' });
  });
});

describe('isServerRender', () => {
  it('is true outside a browser and can be overridden', () => {
    expect(isServerRender()).toBe(true);
    overrideBackendEnvironment({ serverRender: false });
    expect(isServerRender()).toBe(false);
  });
});
