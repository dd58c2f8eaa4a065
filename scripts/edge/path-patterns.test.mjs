/** Netlify's path patterns as the local server matches them. */
import { describe, expect, it } from 'vitest';
import { compilePattern, fillTarget } from './path-patterns.mjs';

describe('compilePattern', () => {
  it('matches a placeholder to exactly one segment, with or without a trailing slash', () => {
    const match = compilePattern('/insights/:slug');
    expect(match('/insights/new-one')).toEqual({ slug: 'new-one' });
    expect(match('/insights/new-one/')).toEqual({ slug: 'new-one' });
    expect(match('/insights')).toBeUndefined();
    expect(match('/insights/')).toBeUndefined();
    expect(match('/insights/a/b')).toBeUndefined();
  });

  it('matches exact paths case-insensitively and ignores a trailing slash', () => {
    const match = compilePattern('/insights/old-address');
    expect(match('/insights/old-address')).toEqual({});
    expect(match('/Insights/Old-Address/')).toEqual({});
    expect(match('/insights/old-address-2')).toBeUndefined();
  });

  it('matches a final splat to the rest of the path, and the bare prefix', () => {
    const match = compilePattern('/docs/*');
    expect(match('/docs/a/b')).toEqual({ splat: 'a/b' });
    expect(match('/docs')).toEqual({ splat: '' });
    expect(match('/docsx')).toBeUndefined();
  });

  it('treats regular-expression characters literally', () => {
    expect(compilePattern('/a.b')('/axb')).toBeUndefined();
    expect(compilePattern('/404.html')('/404.html')).toEqual({});
  });
});

describe('fillTarget', () => {
  it('fills placeholders and the splat', () => {
    expect(fillTarget('/blog/:year/:splat', { year: '2025', splat: 'a/b' })).toBe('/blog/2025/a/b');
    expect(fillTarget('/services', { serviceSlug: 'x' })).toBe('/services');
  });
});
