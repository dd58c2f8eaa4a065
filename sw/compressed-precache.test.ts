import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the build scripts (the host's content types)
import { contentTypeFor, isCompressible } from '../scripts/edge/content-types.mjs';
import { CONTENT_TYPES, compressedVariants, inflated, originalContentType } from './compressed-precache';
import { precacheKeyFor } from './page-urls';

const url = (path: string) => new URL(path, 'https://site.test');
const paths = (path: string) => compressedVariants(url(path), precacheKeyFor(url(path))).map((u) => u.pathname);

describe('compressedVariants', () => {
  it('looks for a page under its index.html sibling, compressed first', () => {
    expect(paths('/about')).toEqual(['/about.gz', '/about/index.html.gz', '/about/index.html']);
    expect(paths('/')).toContain('/index.html.gz');
  });

  it('looks for a file under its own .gz sibling', () => {
    expect(paths('/assets/index-abc.js')[0]).toBe('/assets/index-abc.js.gz');
    expect(paths('/insights/zero-click.md')[0]).toBe('/insights/zero-click.md.gz');
  });
});

describe('originalContentType', () => {
  it('gives every compressible type the Content-Type the host gives the original', () => {
    for (const extension of Object.keys(CONTENT_TYPES)) {
      expect(isCompressible(`x.${extension}`), extension).toBe(true);
      expect(originalContentType(url(`/x.${extension}.gz`)), extension).toBe(contentTypeFor(`x.${extension}`));
    }
    for (const extension of ['html', 'js', 'css', 'md', 'txt', 'xml', 'json', 'webmanifest']) expect(CONTENT_TYPES[extension], extension).toBeDefined();
  });
});

describe('inflated', () => {
  const page = '<!doctype html><html><body><h1>Offline, and whole</h1></body></html>'.repeat(40);
  const stored = () =>
    new Response(new Blob([page]).stream().pipeThrough(new CompressionStream('gzip')), {
      headers: { 'Content-Type': 'application/gzip', 'Content-Length': '123', 'Content-Security-Policy': "script-src 'self' 'sha256-x'", ETag: '"t"' },
    });

  it('serves a compressed entry as the original: the bytes inflated, its type, the other headers kept', async () => {
    const response = inflated(stored(), url('/about/index.html.gz?__WB_REVISION__=1'));
    expect(await response.text()).toBe(page);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'sha256-x'");
    expect(response.headers.has('Content-Length')).toBe(false);
    expect(response.status).toBe(200);
  });

  it('passes a plain entry through untouched', async () => {
    const plain = new Response('body', { headers: { 'Content-Type': 'image/webp' } });
    expect(inflated(plain, url('/images/a.webp'))).toBe(plain);
  });
});
