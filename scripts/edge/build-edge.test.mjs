/** Pieces of the edge stage that need no build: the origins the page may call, and the redirects handed to the service worker. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connectOrigins } from './build-edge.mjs';
import { injectServiceWorkerRedirects } from './service-worker-redirects.mjs';

describe('connectOrigins', () => {
  it('lets the page call the Supabase project, by origin', () => {
    expect(connectOrigins('https://abc.supabase.co/')).toEqual(['https://abc.supabase.co']);
    expect(connectOrigins(undefined)).toEqual([]);
  });

  it('accepts plain http only on loopback, which upgrade-insecure-requests leaves alone', () => {
    expect(connectOrigins('http://127.0.0.1:54321')).toEqual(['http://127.0.0.1:54321']);
    expect(connectOrigins('http://localhost:54321')).toEqual(['http://localhost:54321']);
    expect(() => connectOrigins('http://backend.example.com')).toThrow(/must be https/);
  });
});

describe('injectServiceWorkerRedirects', () => {
  const worker = (source) => {
    const file = join(mkdtempSync(join(tmpdir(), 'edge-sw-')), 'sw.js');
    writeFileSync(file, source);
    return file;
  };

  it('replaces the one injection point with the redirects, like the precache manifest', () => {
    const file = worker('const r=self.__SITE_REDIRECTS??[];');
    injectServiceWorkerRedirects(file, [{ from: '/old', to: '/new', status: 301, force: true, why: 'x' }]);
    expect(readFileSync(file, 'utf8')).toBe('const r=[{"from":"/old","to":"/new","status":301}]??[];');
  });

  it('fails the build when the worker lost the injection point, or has it twice', () => {
    expect(() => injectServiceWorkerRedirects(worker('const r=[];'), [])).toThrow(/exactly once \(found 0\)/);
    expect(() => injectServiceWorkerRedirects(worker('self.__SITE_REDIRECTS;self.__SITE_REDIRECTS'), [])).toThrow(/found 2/);
  });
});
