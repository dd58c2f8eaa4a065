import { describe, expect, it } from 'vitest';
import { backendSettings } from './backend-settings';

describe('backendSettings', () => {
  it('is null unless both the URL and the anon key are set', () => {
    expect(backendSettings({})).toBeNull();
    expect(backendSettings({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toBeNull();
    expect(backendSettings({ VITE_SUPABASE_ANON_KEY: 'key' })).toBeNull();
    expect(backendSettings({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: 'key' })).toBeNull();
  });

  it('trims both and drops trailing slashes from the URL', () => {
    expect(backendSettings({ VITE_SUPABASE_URL: ' https://x.supabase.co// ', VITE_SUPABASE_ANON_KEY: ' key ' })).toEqual({
      url: 'https://x.supabase.co',
      anonKey: 'key',
    });
  });
});
