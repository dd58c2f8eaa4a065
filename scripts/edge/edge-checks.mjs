/** The deploy checks of `npm run check:edge`: headers, caching, redirects and status codes, against any base URL. */
import { randomBytes } from 'node:crypto';
import { parsePolicy } from './csp.mjs';
import { inlineSources, sha256Source } from './inline-sources.mjs';
import { rawRequest, staysOnSite } from './raw-request.mjs';
import { ALIAS, NOT_FOUND, PLACEHOLDERS } from './spec-texts.mjs';

const IDENTITY = { 'accept-encoding': 'identity' };
const SECURITY_HEADERS = [
  ['Strict-Transport-Security', (v) => Number(/max-age=(\d+)/.exec(v)?.[1] ?? 0) >= 15_552_000, 'max-age of at least 180 days'],
  ['X-Content-Type-Options', (v) => v.toLowerCase() === 'nosniff', '"nosniff"'],
  ['Referrer-Policy', (v) => /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(v), 'a policy that never sends full URLs to other sites'],
  ['Permissions-Policy', (v) => /camera=\(\)/.test(v) && /microphone=\(\)/.test(v), 'camera=() and microphone=() among the denied features'],
  ['Cross-Origin-Opener-Policy', (v) => v === 'same-origin', '"same-origin"'],
  ['X-Frame-Options', (v) => v.toUpperCase() === 'DENY', '"DENY"'],
];
const EXACT_DIRECTIVES = {
  'default-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
const LOOSE_SOURCES = ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:', 'blob:'];

const header = (response, name) => {
  const value = response.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
};
const decodeEntities = (html) =>
  html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const isRevalidated = (cacheControl = '') => !/immutable/.test(cacheControl) && (/no-cache|no-store/.test(cacheControl) || /max-age=0\b/.test(cacheControl));
const isLongLived = (cacheControl = '') => /immutable/.test(cacheControl) && Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0) >= 31_536_000;

/** Problems with the security headers and the CSP of an HTML response; the CSP must allow exactly-hashed inline code. */
function documentProblems(response) {
  const problems = [];
  for (const [name, valid, expected] of SECURITY_HEADERS) {
    const value = header(response, name);
    if (value === undefined) problems.push(`${name} is missing (expected ${expected})`);
    else if (!valid(value)) problems.push(`${name} is "${value}" (expected ${expected})`);
  }
  const policy = header(response, 'Content-Security-Policy');
  if (policy === undefined) return [...problems, 'Content-Security-Policy is missing'];
  // Two policies would both be enforced; a host that joins _headers blocks sends the site policy too.
  if (policy.includes(',')) problems.push('Content-Security-Policy arrives as several policies joined by commas (the host merges _headers blocks)');
  const directives = parsePolicy(policy);
  for (const [name, sources] of Object.entries(EXACT_DIRECTIVES)) {
    if ((directives[name] ?? []).join(' ') !== sources.join(' ')) problems.push(`CSP ${name} is "${(directives[name] ?? []).join(' ')}" (expected "${sources.join(' ')}")`);
  }
  if (!('upgrade-insecure-requests' in directives)) problems.push('CSP lacks upgrade-insecure-requests');
  for (const name of ['script-src', 'style-src', 'connect-src']) {
    const sources = directives[name];
    if (!sources?.includes("'self'")) problems.push(`CSP ${name} must allow 'self'`);
    const loose = (sources ?? []).filter((s) => LOOSE_SOURCES.includes(s));
    if (loose.length) problems.push(`CSP ${name} allows ${loose.join(' ')}`);
  }
  const html = response.body.toString('utf8');
  const found = inlineSources(html);
  const missing = (list, directive) => list.map(sha256Source).filter((hash) => !(directives[directive] ?? []).includes(hash));
  const scripts = missing(found.scripts, 'script-src');
  if (scripts.length) problems.push(`CSP script-src lacks the hashes of ${scripts.length} inline script(s) of this page`);
  const styles = missing([...found.styles, ...found.styleAttributes], 'style-src');
  if (styles.length) problems.push(`CSP style-src lacks the hashes of ${styles.length} inline style(s) of this page`);
  if (found.styleAttributes.length && !directives['style-src']?.includes("'unsafe-hashes'")) problems.push("CSP style-src needs 'unsafe-hashes' for the page's style attributes");
  return problems;
}

/** @returns {Array<{ name: string, run: () => Promise<string | string[] | undefined> }>} a check returns its problems, if any */
export function edgeChecks(base) {
  const token = randomBytes(4).toString('hex');
  const get = (path, headers = IDENTITY) => rawRequest(base, path, { headers });
  const checks = [];
  const check = (name, run) => checks.push({ name, run });

  check('/ answers 200 with the security headers and a strict CSP', async () => {
    const home = await get('/');
    if (home.status !== 200) return `status ${home.status}`;
    return documentProblems(home);
  });
  check('/ is revalidated: Cache-Control, ETag or Last-Modified, and 304 for a current copy', async () => {
    const home = await get('/');
    const problems = [];
    if (!isRevalidated(header(home, 'Cache-Control'))) problems.push(`Cache-Control is "${header(home, 'Cache-Control')}" (expected max-age=0 or no-cache)`);
    const etag = header(home, 'ETag');
    const lastModified = header(home, 'Last-Modified');
    if (!etag && !lastModified) return [...problems, 'neither ETag nor Last-Modified is sent'];
    const again = await get('/', { ...IDENTITY, ...(etag ? { 'if-none-match': etag } : { 'if-modified-since': lastModified }) });
    if (again.status !== 304) problems.push(`a conditional request answers ${again.status} (expected 304)`);
    return problems;
  });
  check('every page of sitemap.xml answers 200 itself (no redirect) with its own CSP', async () => {
    const sitemap = await get('/sitemap.xml');
    if (sitemap.status !== 200) return `/sitemap.xml answers ${sitemap.status}`;
    const paths = [...sitemap.body.toString('utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    if (paths.length === 0) return 'sitemap.xml lists no pages';
    // One line per problem, naming the pages that have it (a header missing everywhere is one line, not fifty).
    const pagesWith = new Map();
    for (const path of paths) {
      const page = await get(path);
      const problems = page.status === 200 ? documentProblems(page) : [`status ${page.status}${header(page, 'Location') ? ` to ${header(page, 'Location')}` : ''}`];
      for (const problem of problems) pagesWith.set(problem, [...(pagesWith.get(problem) ?? []), path]);
    }
    return [...pagesWith].map(([problem, where]) => `${problem} (${where.length === paths.length ? `all ${where.length} pages` : where.slice(0, 5).join(', ') + (where.length > 5 ? ` and ${where.length - 5} more` : '')})`);
  });
  check('a built asset is immutable for a year, typed, and compressed', async () => {
    const home = (await get('/')).body.toString('utf8');
    // Scripts may be attributes or, when the page loads them after its first paint, strings in an inline script.
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    if (!asset) return 'no /assets/*.js in the home page';
    const response = await get(asset, { 'accept-encoding': 'br, gzip' });
    const problems = [];
    if (response.status !== 200) return `${asset}: status ${response.status}`;
    if (!isLongLived(header(response, 'Cache-Control'))) problems.push(`${asset}: Cache-Control is "${header(response, 'Cache-Control')}" (expected max-age=31536000, immutable)`);
    if (!/javascript/.test(header(response, 'Content-Type') ?? '')) problems.push(`${asset}: Content-Type is "${header(response, 'Content-Type')}"`);
    if (!/^(br|gzip)$/.test(header(response, 'Content-Encoding') ?? '')) problems.push(`${asset}: not compressed for a client that accepts br and gzip`);
    return problems;
  });
  check('/sw.js is revalidated, never kept unasked', async () => {
    const sw = await get('/sw.js');
    if (sw.status !== 200) return `status ${sw.status}`;
    if (!/javascript/.test(header(sw, 'Content-Type') ?? '')) return `Content-Type is "${header(sw, 'Content-Type')}"`;
    if (!isRevalidated(header(sw, 'Cache-Control'))) return `Cache-Control is "${header(sw, 'Cache-Control')}" (expected max-age=0 or no-cache)`;
    return undefined;
  });
  check('a missing asset answers 404 and is not cached for long', async () => {
    const missing = await get(`/assets/check-edge-${token}.js`);
    if (missing.status !== 404) return `status ${missing.status}`;
    if (/immutable/.test(header(missing, 'Cache-Control') ?? '') || Number(/max-age=(\d+)/.exec(header(missing, 'Cache-Control') ?? '')?.[1] ?? 0) > 0) {
      return `Cache-Control is "${header(missing, 'Cache-Control')}" on a 404`;
    }
    return undefined;
  });
  check("an unknown path answers 404 with SPEC's 404 page", async () => {
    const response = await get(`/check-edge-${token}/nothing-here`);
    const text = decodeEntities(response.body.toString('utf8'));
    if (response.status !== 404) return `status ${response.status}`;
    const problems = [NOT_FOUND.title, NOT_FOUND.text].filter((t) => !text.includes(t)).map((t) => `the page lacks "${t}"`);
    return [...problems, ...documentProblems(response)];
  });
  for (const placeholder of PLACEHOLDERS) {
    check(`an unknown slug under ${placeholder.section} answers 404 with its placeholder, noindex`, async () => {
      const response = await get(`${placeholder.section}/check-edge-${token}`);
      const text = decodeEntities(response.body.toString('utf8'));
      if (response.status !== 404) return `status ${response.status}`;
      const problems = [placeholder.title, placeholder.text].filter((t) => !text.includes(t)).map((t) => `the page lacks "${t}"`);
      if (!/<meta name="robots" content="noindex/.test(text)) problems.push('no robots noindex');
      return [...problems, ...documentProblems(response)];
    });
  }
  check('the E-E-A-T alias answers 301 to its article', async () => {
    const response = await get(ALIAS.from);
    const location = header(response, 'Location');
    if (response.status !== 301) return `status ${response.status}`;
    if (location === undefined || new URL(location, base).pathname !== ALIAS.to || !staysOnSite(location, base)) return `Location is "${location}" (expected ${ALIAS.to})`;
    return undefined;
  });
  check('an unknown service redirects to /services', async () => {
    const response = await get(`/services/check-edge-${token}`);
    const location = header(response, 'Location');
    if (![301, 302, 303, 307, 308].includes(response.status)) return `status ${response.status}`;
    if (location === undefined || new URL(location, base).pathname !== '/services' || !staysOnSite(location, base)) return `Location is "${location}" (expected /services)`;
    return undefined;
  });
  check('malformed percent-encoding answers 4xx, never 5xx or a redirect', async () => {
    const problems = [];
    for (const path of ['/%', '/%zz', '/%C0%AF', '/a%E0%80%80b']) {
      const response = await get(path);
      if (response.status < 400 || response.status >= 500) problems.push(`${path}: status ${response.status}`);
    }
    return problems;
  });
  check('no URL redirects off the site', async () => {
    const problems = [];
    for (const path of ['/%2F%2Fcheck-edge.invalid/', '/%5Ccheck-edge.invalid/', '//check-edge.invalid/', '/\\check-edge.invalid/', '/%2F%5Ccheck-edge.invalid', '/services/%2F%2Fcheck-edge.invalid']) {
      const response = await get(path);
      const location = header(response, 'Location');
      if (response.status >= 500) problems.push(`${path}: status ${response.status}`);
      if (!staysOnSite(location, base)) problems.push(`${path}: Location "${location}" leaves the site`);
    }
    return problems;
  });
  return checks;
}

/** Runs every check, printing one line each; resolves to the number of failed checks. */
export async function runEdgeChecks(base, print = console.log) {
  let failed = 0;
  for (const { name, run } of edgeChecks(base)) {
    let problems;
    try {
      problems = [(await run()) ?? []].flat();
    } catch (error) {
      problems = [`request failed: ${error.message}`];
    }
    if (problems.length === 0) print(`ok    ${name}`);
    else {
      failed += 1;
      print(`FAIL  ${name}`);
      for (const problem of problems) print(`        ${problem}`);
    }
  }
  return failed;
}
