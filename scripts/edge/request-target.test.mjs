/** The strict reading of request targets: what the server decodes, and what it refuses with 400 (never a 500). */
import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from './request-target.mjs';

const path = (target) => parseRequestTarget(target);

describe('parseRequestTarget', () => {
  it('decodes paths and keeps the raw query', () => {
    expect(path('/about')).toEqual({ ok: true, path: '/about', query: '' });
    expect(path('/caf%C3%A9/?ref=a%20b')).toEqual({ ok: true, path: '/café/', query: 'ref=a%20b' });
    // Encoded slashes and backslashes decode to plain characters of a path that has no file: a 404, never a redirect.
    expect(path('/%2F%2Fevil.example/')).toEqual({ ok: true, path: '///evil.example/', query: '' });
    expect(path('/%5Cevil.example/')).toEqual({ ok: true, path: '/\\evil.example/', query: '' });
  });

  it('answers malformed percent-encoding with 400 (the old server threw and answered 500)', () => {
    for (const target of ['/%', '/%zz', '/a%2', '/%G0', '/ok%']) expect(path(target)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses bytes that are not UTF-8, including over-long and surrogate encodings', () => {
    for (const target of ['/%C0%AF', '/%E0%80%AF', '/%F0%80%80%AF', '/%ED%A0%80', '/%FF', '/%C3']) {
      expect(path(target), target).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('refuses control characters, NUL and dot segments, raw or encoded', () => {
    for (const target of ['/a%00b', '/%0d%0aSet-Cookie:x', '/%7F', '/../etc/passwd', '/a/%2e%2e/b', '/..%2f..%2fetc', '/./x', '/%2E']) {
      expect(path(target), target).toMatchObject({ ok: false, status: 400 });
    }
  });

  it('refuses what a browser never sends: no leading slash, raw non-ASCII, spaces or fragments', () => {
    for (const target of ['*', 'http://evil.example/', 'evil', '/caf\u00e9', '/a b', '/a#b']) expect(path(target), target).toMatchObject({ ok: false, status: 400 });
  });

  it('answers very long paths with 414', () => {
    expect(path(`/${'a'.repeat(3000)}`)).toMatchObject({ ok: false, status: 414 });
  });
});
