import { afterEach, describe, expect, it } from 'vitest';
import { overrideBackendEnvironment } from '../../outbox/page/backend-config';
import { isServableServiceSlug } from './service-route-guard';

const backend = { url: 'http://127.0.0.1:1', anonKey: 'anon' };

afterEach(() => overrideBackendEnvironment({}));

describe('isServableServiceSlug', () => {
  it('serves every catalogue slug, with or without a backend, on the server too', () => {
    for (const env of [{ config: null }, { config: backend, serverRender: true }, { config: backend, serverRender: false }]) {
      overrideBackendEnvironment(env);
      expect(isServableServiceSlug('omnichannel-communication')).toBe(true);
      expect(isServableServiceSlug('real-time-analytics')).toBe(true);
    }
  });

  it('redirects an unknown slug on the server and with no backend', () => {
    overrideBackendEnvironment({ config: null, serverRender: false });
    expect(isServableServiceSlug('not-a-real-service')).toBe(false);
    overrideBackendEnvironment({ config: backend, serverRender: true });
    expect(isServableServiceSlug('not-a-real-service')).toBe(false);
  });

  it('lets the page ask the database for an unknown slug in the browser with a backend', () => {
    overrideBackendEnvironment({ config: backend, serverRender: false });
    expect(isServableServiceSlug('edge-ai-audits')).toBe(true);
  });

  it('never serves a missing slug', () => {
    overrideBackendEnvironment({ config: backend, serverRender: false });
    expect(isServableServiceSlug('')).toBe(false);
    expect(isServableServiceSlug('   ')).toBe(false);
    expect(isServableServiceSlug(undefined)).toBe(false);
  });
});
