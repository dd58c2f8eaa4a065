/** The _headers blocks of a build: security headers and the site policy for every response, then each file's type, caching and page policy. */
import { cacheControlFor, contentTypeFor } from './content-types.mjs';
import { contentSecurityPolicy } from './csp.mjs';

/** Headers every response carries. */
export function securityHeaders({ reportUri } = {}) {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(reportUri ? { 'Reporting-Endpoints': `csp="${reportUri}"` } : {}),
  };
}

/** The URL paths a file answers: '/about/index.html' also answers '/about' (and '/about/'), '/index.html' also '/'. */
export function urlPathsOf(file) {
  if (file === '/index.html') return ['/', file];
  if (file.endsWith('/index.html')) return [file.slice(0, -'/index.html'.length), file];
  return [file];
}

/**
 * @param {string[]} files every servable file, as '/path/name.ext', sorted
 * @param {Map<string, { scripts: string[], styles: string[], styleAttributes: string[] }>} pageHashes CSP sources per HTML file
 * @param {{ connectOrigins?: string[], reportUri?: string }} policyOptions
 */
export function headerBlocks(files, pageHashes, policyOptions) {
  // The site policy answers what no page block names, above all a 404 document served at an unknown
  // URL: it allows the inline code of the 404 documents. A page's own block comes later and replaces it.
  const fallback = { scripts: [], styles: [], styleAttributes: [] };
  for (const [file, hashes] of pageHashes) {
    if (file.endsWith('/404.html')) for (const kind of Object.keys(fallback)) fallback[kind].push(...hashes[kind]);
  }
  const blocks = [{ path: '/*', headers: { 'Content-Security-Policy': contentSecurityPolicy(fallback, policyOptions), ...securityHeaders(policyOptions) } }];
  for (const file of files) {
    const hashes = pageHashes.get(file);
    const headers = { 'Content-Type': contentTypeFor(file), 'Cache-Control': cacheControlFor(file) };
    if (hashes) headers['Content-Security-Policy'] = contentSecurityPolicy(hashes, policyOptions);
    for (const path of urlPathsOf(file)) blocks.push({ path, headers });
    // The service worker precaches a page as its .gz sibling and serves it inflated with the headers
    // that came with it (sw/compressed-precache.ts): the sibling carries the page's own policy.
    if (hashes) blocks.push({ path: `${file}.gz`, headers: { ...headers, 'Content-Type': contentTypeFor(`${file}.gz`) } });
  }
  return blocks;
}
