import { afterEach, describe, expect, it, vi } from 'vitest';
import { overrideBackendEnvironment } from '../outbox/page/backend-config';
import { getSupabaseClient, resetSupabaseClient } from './supabase-client';

const createClient = vi.hoisted(() => vi.fn((url: string) => ({ url })));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

afterEach(() => {
  overrideBackendEnvironment({});
  resetSupabaseClient();
  createClient.mockClear();
});

const config = { url: 'https://backend.test', anonKey: 'anon-key' };

describe('getSupabaseClient', () => {
  it('creates one client lazily, with no session handling, and reuses it', () => {
    overrideBackendEnvironment({ config, serverRender: false });
    expect(createClient).not.toHaveBeenCalled();
    const first = getSupabaseClient();
    expect(getSupabaseClient()).toBe(first);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith('https://backend.test', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  });

  it('is null, creating nothing, with no backend configured', () => {
    overrideBackendEnvironment({ config: null, serverRender: false });
    expect(getSupabaseClient()).toBeNull();
    expect(createClient).not.toHaveBeenCalled();
  });

  it('is null, creating nothing, while rendering on the server', () => {
    overrideBackendEnvironment({ config, serverRender: true });
    expect(getSupabaseClient()).toBeNull();
    expect(createClient).not.toHaveBeenCalled();
  });

  it('uses an injected factory after a reset', () => {
    overrideBackendEnvironment({ config, serverRender: false });
    const fake = { fake: true } as never;
    resetSupabaseClient(() => fake);
    expect(getSupabaseClient()).toBe(fake);
    expect(createClient).not.toHaveBeenCalled();
  });
});
