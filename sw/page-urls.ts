/** URL helpers of the worker's page handling: precache keys and the offline page's address. */

/** A prerendered path's precache key: '/' → '/index.html', '/about' and '/about/' → '/about/index.html'. */
export function precacheKeyFor(url: URL): URL {
  return new URL(`${url.pathname.replace(/\/+$/, '')}/index.html`, url);
}

/** '/offline?from=<path>' for a page that could not be loaded, so the offline page knows what was asked for. */
export function offlinePageFor(url: URL): URL {
  const target = new URL('/offline', url);
  target.searchParams.set('from', `${url.pathname}${url.search}`);
  return target;
}
