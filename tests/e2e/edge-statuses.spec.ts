/** The serving edge as `npm start` applies dist/_headers and dist/_redirects: truthful statuses, caching, and no way to misuse the server. */
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { rawRequest, staysOnSite } from '../../scripts/edge/raw-request.mjs';
import { alias, notFound, placeholderPages } from './spec-routes';

const header = (headers: Record<string, string | string[] | undefined>, name: string) => [headers[name]].flat().join(', ');

test.describe("the issue's findings against npm start, reproduced and fixed", () => {
  test('encoded slashes and backslashes no longer redirect off the site', async ({ baseURL }) => {
    for (const path of ['/%2F%2Fevil.example/', '/%5Cevil.example/']) {
      const response = await rawRequest(baseURL!, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
  });

  test('malformed and over-long percent-encoding answer 400, not 500 with a stack trace', async ({ baseURL }) => {
    for (const path of ['/%', '/%zz', '/%C0%AF', '/%E0%80%AF']) {
      const response = await rawRequest(baseURL!, path);
      expect(response.status, path).toBe(400);
      expect(response.body.toString(), path).not.toMatch(/at \w+ \(|Error/);
    }
    // A non-ASCII address never reaches a Location header as raw bytes: it is refused, or kept percent-encoded.
    expect((await rawRequest(baseURL!, '/caf\u00e9/')).status).toBe(400);
    const redirected = await rawRequest(baseURL!, `${alias.path}?q=%E2%9C%93`);
    expect(redirected.headers.location).toBe(`${alias.target}?q=%E2%9C%93`);
  });

  test('a missing asset is a 404 that is not cached for a year', async ({ request }) => {
    const response = await request.get('/assets/index-does-not-exist.js');
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  test('pages carry a CSP with frame-ancestors, and validators with 304 on revalidation', async ({ request }) => {
    const response = await request.get('/about');
    const headers = response.headers();
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers.etag).toBeTruthy();
    expect(headers['last-modified']).toBeTruthy();
    expect((await request.get('/about', { headers: { 'if-none-match': headers.etag } })).status()).toBe(304);
  });

  test('placeholders are 404s and the alias is a 301, no longer 200s', async ({ request }) => {
    expect((await request.get(placeholderPages[0].path, { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(alias.path, { maxRedirects: 0 })).status()).toBe(301);
  });
});

test.describe('status codes', () => {
  for (const p of placeholderPages) {
    test(`a made-up slug: ${p.path} answers 404 with "${p.title}" and noindex`, async ({ request }) => {
      const response = await request.get(p.path, { maxRedirects: 0 });
      const html = (await response.text()).replace(/&#x27;/g, "'");
      expect(response.status()).toBe(404);
      expect(html).toContain(`>${p.title}</h1>`);
      expect(html).toContain(p.text);
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"\/?>/);
    });
  }

  test('an unknown path answers 404 with SPEC 404 page', async ({ request }) => {
    const response = await request.get(notFound.path);
    expect(response.status()).toBe(404);
    expect((await response.text()).replace(/&#x27;/g, "'")).toContain(notFound.text);
  });

  test('the alias answers 301 to its canonical slug; a browser lands on the article', async ({ request, page }) => {
    const response = await request.get(alias.path, { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([301, alias.target]);
    await page.goto(alias.path);
    await expect(page).toHaveURL(new RegExp(`${alias.target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-E-A-T Evolution: Building Authority in the Generative AI Era');
  });

  test('a bad service slug redirects to /services', async ({ request }) => {
    const response = await request.get('/services/not-a-real-service', { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([302, '/services']);
  });
});

// What an attacker might send. Every answer: below 500, no Location off the site, nothing from outside dist/.
const HOSTILE_TARGETS = [
  // open redirects
  '/%2F%2Fevil.example/', '/%5Cevil.example/', '//evil.example/', '//evil.example', '/\\evil.example', '/\\\\evil.example/', '/%2F%5Cevil.example',
  '/%5C%5Cevil.example', '///evil.example/', '/.//evil.example', '/services/%2F%2Fevil.example', '/services//evil.example', '/services/%5Cevil.example',
  '/insights/%2F%2Fevil.example', '/about/%2F%2Fevil.example/', '/http://evil.example', '/https:%2F%2Fevil.example', `${alias.path}/%2F%2Fevil.example`,
  `${alias.path}?next=//evil.example`, '/services/x?%0d%0aLocation:%20http://evil.example',
  // bad percent-encoding, over-long UTF-8, NUL and control characters
  '/%', '/%zz', '/%2', '/%%', '/%G1', '/%C0%AF', '/%C0%80', '/%E0%80%AF', '/%F0%80%80%AF', '/%ED%A0%80', '/%FF%FE', '/%C3', '/insights/%E2%82',
  '/a%00b', '/%00', '/sw.js%00.html', '/%0d%0aSet-Cookie:%20x=1', '/%0aLocation:%20http://evil.example', '/caf\u00e9', '/about?%',
  // path traversal and files that are not content
  '/../package.json', '/..%2fpackage.json', '/%2e%2e/package.json', '/%2e%2e%2fpackage.json', '/assets/../../package.json', '/assets/..%2F..%2Fpackage.json',
  '/..%5cpackage.json', '/%252e%252e/package.json', '/....//package.json', '/../../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/assets/%2e%2e/%2e%2e/scripts/serve.mjs', '/../dist-server/entry-server.js', '/_headers', '/_redirects', '/.images-manifest.json', '/dist/index.html',
  // 20 kB paths and queries
  `/${'a'.repeat(20_000)}`, `/insights/${'b'.repeat(20_000)}`, `/?q=${'c'.repeat(20_000)}`, `/${'%2F'.repeat(7_000)}`,
  // request targets that are not paths
  '*', 'http://evil.example/', 'evil.example:443',
];
const METHODS: Array<[string, string]> = [
  ['HEAD', '/'], ['HEAD', '/no-such-page'], ['HEAD', alias.path], ['POST', '/'], ['PUT', '/about'], ['DELETE', '/'], ['PATCH', '/contact'],
  ['OPTIONS', '/'], ['TRACE', '/'], ['PROPFIND', '/'], ['FOO', '/'],
];
// Text that only files outside dist/ (or the rule files) contain.
const SECRETS = ['"name": "authority-site"', 'root:x:0:0', 'export async function startServer', 'renderRouterToString', 'Generated by scripts/edge', '"outputs"'];

test('a hostile-URL corpus: no 5xx, no Location off the site, no file from outside dist/', async ({ baseURL }) => {
  expect(HOSTILE_TARGETS.length + METHODS.length + 1).toBeGreaterThanOrEqual(50);
  const answers: string[] = [];
  const problems: string[] = [];
  const inspect = (label: string, status: number, headers: Record<string, string | string[] | undefined>, body: string) => {
    answers.push(`${status} ${label.slice(0, 60)}`);
    if (status < 100 || status >= 500) problems.push(`${label.slice(0, 80)}: status ${status}`);
    const location = headers.location === undefined ? undefined : header(headers, 'location');
    if (!staysOnSite(location, baseURL!)) problems.push(`${label.slice(0, 80)}: Location ${location}`);
    for (const secret of SECRETS) if (body.includes(secret)) problems.push(`${label.slice(0, 80)}: served ${secret}`);
  };
  for (const target of HOSTILE_TARGETS) {
    const response = await rawRequest(baseURL!, target);
    inspect(`GET ${target}`, response.status, response.headers, response.body.toString('latin1'));
  }
  for (const [method, target] of METHODS) {
    const response = await rawRequest(baseURL!, target, { method });
    inspect(`${method} ${target}`, response.status, response.headers, response.body.toString('latin1'));
    if (method === 'HEAD') expect(response.body.length, `${method} ${target}`).toBe(0);
  }
  // CONNECT never reaches a request handler: it must still get an answer, not a dropped connection.
  const reply = await new Promise<string>((resolve) => {
    const socket = connect(Number(new URL(baseURL!).port), '127.0.0.1', () => socket.write('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example\r\n\r\n'));
    let data = '';
    socket.on('data', (chunk) => (data += chunk));
    socket.on('close', () => resolve(data));
  });
  inspect('CONNECT evil.example:443', Number(/^HTTP\/1\.1 (\d{3})/.exec(reply)?.[1] ?? 0), {}, reply);
  expect(problems, answers.join('\n')).toEqual([]);
});
