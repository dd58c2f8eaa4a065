/** Navigations to pages that were not prerendered: the site's fixed redirects, then network first, then a copy seen before, then the offline page. */
import { matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { GZIP_SUFFIX, inflated } from './compressed-precache';
import { offlinePageFor, redirectTargetFor, type SiteRedirect } from './page-urls';

declare const self: ServiceWorkerGlobalScope & { __SITE_REDIRECTS?: SiteRedirect[] };

/** Where the precache keeps the offline page. */
export const OFFLINE_PAGE = '/offline/index.html';

// The build (scripts/edge) replaces this expression with the redirects it writes to _redirects.
const siteRedirects: readonly SiteRedirect[] = self.__SITE_REDIRECTS ?? [];

/** Registers the runtime routes for same-origin navigations and the offline fallback; call after precacheAndRoute. */
export function registerOfflineNavigation(origin: string): void {
  // A former address answers as the host does (301 to the page), online or not, so it opens offline too.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === origin && redirectTargetFor(url, siteRedirects) !== undefined,
    async ({ url }) => {
      const { location, status } = redirectTargetFor(url, siteRedirects)!;
      return Response.redirect(location.href, status);
    },
  );
  // Unknown slugs answer SPEC's placeholder with a 404 from the host; a copy seen once stays readable offline.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === origin,
    new NetworkFirst({
      cacheName: 'pages',
      networkTimeoutSeconds: 4,
      plugins: [{ cacheWillUpdate: async ({ response }) => (response.status === 200 || response.status === 404 ? response : null) }],
    }),
  );
  setCatchHandler(async ({ request }) => {
    const offlinePage = request.mode === 'navigate' ? await precachedOfflinePage(origin) : undefined;
    if (offlinePage === undefined) return Response.error();
    const url = new URL(request.url);
    if (url.pathname === '/offline') return offlinePage;
    // A redirect, not the offline HTML under the asked-for URL: the app would hydrate that HTML
    // as the asked-for route and replace the offline page with a mismatched render.
    return Response.redirect(offlinePageFor(url).href, 302);
  });
}

/** The precached offline page, inflated when it is stored compressed. */
async function precachedOfflinePage(origin: string): Promise<Response | undefined> {
  const key = new URL(`${OFFLINE_PAGE}${GZIP_SUFFIX}`, origin);
  const compressed = await matchPrecache(key.href);
  return compressed ? inflated(compressed, key) : matchPrecache(OFFLINE_PAGE);
}
