/** URL helpers of the worker's page handling: precache keys, the site's fixed redirects and the offline page's address. */

/** A prerendered path's precache key: '/' → '/index.html', '/about' and '/about/' → '/about/index.html'. */
export function precacheKeyFor(url: URL): URL {
  return new URL(`${url.pathname.replace(/\/+$/, '')}/index.html`, url);
}

/** A fixed redirect of the site, as the build writes it to _redirects (a former address of a page). */
export interface SiteRedirect {
  from: string;
  to: string;
  status: number;
}

/** Where a fixed redirect sends the URL, with its query kept (as the host does), or undefined when none applies. */
export function redirectTargetFor(url: URL, redirects: readonly SiteRedirect[]): { location: URL; status: number } | undefined {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  const rule = redirects.find((r) => r.from === path);
  if (!rule) return undefined;
  const location = new URL(rule.to, url.origin);
  location.search = url.search;
  return { location, status: rule.status };
}

/** '/offline?from=<path>' for a page that could not be loaded, so the offline page knows what was asked for. */
export function offlinePageFor(url: URL): URL {
  const target = new URL('/offline', url);
  target.searchParams.set('from', `${url.pathname}${url.search}`);
  return target;
}
