/** The generated _headers: read back with Netlify's parser and matched as the host matches them. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { describe, expect, it } from 'vitest';
import { parsePolicy } from './csp.mjs';
import { headerBlocks, urlPathsOf } from './header-blocks.mjs';
import { headersFileText } from './rules-files.mjs';
import { headersForPath } from './site-rules.mjs';

const files = ['/404.html', '/about/index.html', '/assets/index-abc123.js', '/index.html', '/insights/404.html', '/llms.txt', '/sw.js'];
const hashes = new Map([
  ['/404.html', { scripts: ["'sha256-notfound'"], styles: [], styleAttributes: [] }],
  ['/insights/404.html', { scripts: ["'sha256-placeholder'"], styles: [], styleAttributes: [] }],
  ['/about/index.html', { scripts: ["'sha256-about'"], styles: [], styleAttributes: [] }],
  ['/index.html', { scripts: ["'sha256-home'"], styles: [], styleAttributes: ["'sha256-map'"] }],
]);

async function parsedRules() {
  const file = join(mkdtempSync(join(tmpdir(), 'edge-headers-')), '_headers');
  writeFileSync(file, headersFileText(headerBlocks(files, hashes, { connectOrigins: ['https://p.supabase.co'] })));
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file] });
  expect(errors).toEqual([]);
  return headers;
}
const scriptSrc = (headers) => parsePolicy(headers['content-security-policy'])['script-src'];

describe('headerBlocks', () => {
  it('maps a directory page to its clean URL as well', () => {
    expect(urlPathsOf('/about/index.html')).toEqual(['/about', '/about/index.html']);
    expect(urlPathsOf('/index.html')).toEqual(['/', '/index.html']);
    expect(urlPathsOf('/404.html')).toEqual(['/404.html']);
  });

  it("gives each page its own policy, at its clean URL, with a trailing slash, and as the service worker's precache fetches it", async () => {
    const rules = await parsedRules();
    for (const path of ['/about', '/about/', '/about/index.html']) expect(scriptSrc(headersForPath(rules, path)), path).toEqual(["'self'", "'sha256-about'"]);
    expect(parsePolicy(headersForPath(rules, '/')['content-security-policy'])['style-src']).toEqual(["'self'", "'unsafe-hashes'", "'sha256-map'"]);
  });

  it('answers any other URL (where the host serves a 404 document) with a policy for the 404 documents only', async () => {
    const rules = await parsedRules();
    for (const path of ['/no-such-page', '/insights/unknown-slug', '/assets/missing.js']) {
      expect(scriptSrc(headersForPath(rules, path)), path).toEqual(["'self'", "'sha256-notfound'", "'sha256-placeholder'"]);
    }
  });

  it('sends the security headers everywhere, and long-lived caching only for content-hashed files that exist', async () => {
    const rules = await parsedRules();
    for (const path of ['/', '/about', '/sw.js', '/assets/index-abc123.js', '/no-such-page']) {
      expect(headersForPath(rules, path), path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
    expect(headersForPath(rules, '/assets/index-abc123.js')).toMatchObject({ 'cache-control': 'public, max-age=31536000, immutable', 'content-type': 'text/javascript; charset=utf-8' });
    for (const path of ['/', '/about', '/sw.js', '/llms.txt']) expect(headersForPath(rules, path)['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    expect(headersForPath(rules, '/llms.txt')['content-type']).toBe('text/plain; charset=utf-8');
    // A missing file matches no file block: the host's default (revalidate) applies to its 404.
    expect(headersForPath(rules, '/assets/missing.js')).not.toHaveProperty('cache-control');
  });
});
