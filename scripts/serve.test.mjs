/** The local server against a small build: exactly what dist/ and its rule files say, validators, encodings, and no way out of dist/. */
import { connect } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerBlocks } from './edge/header-blocks.mjs';
import { precompress } from './edge/precompress.mjs';
import { rawRequest } from './edge/raw-request.mjs';
import { headersFileText } from './edge/rules-files.mjs';
import { siteFiles } from './edge/site-files.mjs';
import { startServer } from './serve.mjs';

const root = mkdtempSync(join(tmpdir(), 'edge-serve-'));
const dist = join(root, 'dist');
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const SERVICE_WORKER = SCRIPT.replace('console', 'self.log');
const write = (file, text) => {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
};
const page = (h1) => `<!DOCTYPE html><html><head><title>${h1}</title></head><body><h1>${h1}</h1>${'<p>text</p>'.repeat(100)}</body></html>`;

let server;
const get = (path, headers = {}, method = 'GET') => rawRequest(server.url, path, { headers, method });

beforeAll(async () => {
  writeFileSync(join(root, 'secret.txt'), 'TOP SECRET');
  write('index.html', page('Home'));
  write('about/index.html', page('About'));
  write('404.html', page('404 - Page Not Found'));
  write('insights/404.html', page('Article Details'));
  write('insights/real/index.html', page('A real article'));
  write('assets/app-abc123.js', SCRIPT);
  write('sw.js', SERVICE_WORKER);
  write('.hidden.json', '{"hidden":true}');
  const files = siteFiles(dist);
  const hashes = new Map(files.filter((f) => f.endsWith('.html')).map((f) => [f, { scripts: [`'sha256-${f}'`], styles: [], styleAttributes: [] }]));
  writeFileSync(join(dist, '_headers'), headersFileText(headerBlocks(files, hashes, {})));
  writeFileSync(
    join(dist, '_redirects'),
    [
      '/404.html  /404.html  404!',
      '/insights/404.html  /insights/404.html  404!',
      '/insights/old  /insights/real  301!',
      '/insights/:slug  /insights/404.html  404',
      '/services/:slug  /services  302',
      // A careless rule that would send a crafted URL off the site: the server must refuse to follow it.
      '/go/*  /:splat  302',
    ].join('\n'),
  );
  await precompress(dist, files);
  server = await startServer({ root, port: 0 });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('pages and 404 documents', () => {
  it('serves a page at its clean URL and with a trailing slash, with its own policy', async () => {
    for (const path of ['/about', '/about/', '/about/index.html']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.toString()).toContain('<h1>About</h1>');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("'sha256-/about/index.html'");
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it("answers an unknown slug with the section's document and 404, an unknown path with /404.html, and the documents themselves with 404", async () => {
    const placeholder = await get('/insights/not-written-yet');
    expect([placeholder.status, placeholder.body.toString()]).toEqual([404, page('Article Details')]);
    expect(placeholder.headers['content-security-policy']).toContain("'sha256-/insights/404.html'");
    const real = await get('/insights/real');
    expect([real.status, real.body.toString()]).toEqual([200, page('A real article')]);
    for (const path of ['/nothing/here', '/insights/a/b', '/404.html', '/insights/404.html']) expect((await get(path)).status, path).toBe(404);
    expect((await get('/nothing/here')).body.toString()).toBe(page('404 - Page Not Found'));
  });

  it('redirects as _redirects says, keeping the query, and only ever to a path on this site', async () => {
    const alias = await get('/insights/old/?ref=mail');
    expect([alias.status, alias.headers.location]).toEqual([301, '/insights/real?ref=mail']);
    const service = await get('/services/unknown');
    expect([service.status, service.headers.location]).toEqual([302, '/services']);
    for (const path of ['/go/%2F%2Fevil.example', '/go//evil.example', '/go/%2F%5Cevil.example']) {
      const response = await get(path);
      expect([response.status, response.headers.location], path).toEqual([404, undefined]);
    }
    // A backslash in a value is sent percent-encoded: a path on this site, never '/\\host'.
    for (const path of ['/go/%5Cevil.example', '/go/\\evil.example']) expect((await get(path)).headers.location, path).toBe('/%5Cevil.example');
  });
});

describe('nothing outside dist/ and no configuration is ever served', () => {
  it('answers traversal with 400 and hidden or rule files with 404', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/%2E%2E/%2E%2E/secret.txt', '/..\\secret.txt']) {
      const response = await get(path);
      expect(response.body.toString(), path).not.toContain('TOP SECRET');
      expect(response.status, path).toBeGreaterThanOrEqual(400);
    }
    for (const path of ['/.hidden.json', '/_headers', '/_redirects', '/assets/../_headers']) expect((await get(path)).status, path).toBeGreaterThanOrEqual(400);
  });

  it('answers malformed URLs with 400 and other methods with 405', async () => {
    for (const path of ['/%', '/%zz', '/%C0%AF', '/a%00']) expect((await get(path)).status, path).toBe(400);
    const post = await get('/', {}, 'POST');
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    const reply = await new Promise((resolve) => {
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1', () => socket.write('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 405 /);
  });
});

describe('caching and encodings', () => {
  it('keeps built assets for a year, revalidates everything else, and never caches a missing asset for long', async () => {
    expect((await get('/assets/app-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/sw.js')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const missing = await get('/assets/app-missing.js');
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'public, max-age=0, must-revalidate']);
  });

  it('answers a current copy with 304, by ETag or by date, and HEAD without a body', async () => {
    const first = await get('/about');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/about', { 'if-none-match': first.headers.etag })).status).toBe(304);
    expect((await get('/about', { 'if-none-match': '"something-else"' })).status).toBe(200);
    expect((await get('/about', { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() })).status).toBe(304);
    const head = await get('/about', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers.etag]).toEqual([200, 0, first.headers.etag]);
  });

  it('sends the build-time .br or .gz as accepted, and each encoding has its own ETag', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-abc123.js');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, SCRIPT]);
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('sees a rebuild at once: new bytes of the same length, stale siblings ignored, new rule files', async () => {
    const before = await get('/sw.js', { 'accept-encoding': 'br' });
    // A rebuild changes revision hashes inside sw.js, not its length.
    const rebuilt = SERVICE_WORKER.replace('self.log', 'self.LOG');
    expect(rebuilt.length).toBe(SERVICE_WORKER.length);
    write('sw.js', rebuilt);
    // The .br and .gz beside it still encode the old bytes (as if the build had not rewritten them yet):
    // they must not be sent, whatever their dates say.
    const future = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'sw.js.br'), future, future);
    const after = await get('/sw.js', { 'accept-encoding': 'br, gzip', 'if-none-match': before.headers.etag });
    expect(after.status).toBe(200);
    expect(after.headers['content-encoding']).toBeUndefined();
    expect(after.body.toString()).toBe(rebuilt);
    expect(after.headers.etag).not.toBe(before.headers.etag);

    writeFileSync(join(dist, '_redirects'), '/services/:slug  /services/all  301\n');
    expect((await get('/services/unknown')).headers.location).toBe('/services/all');
  });
});
