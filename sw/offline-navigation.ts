/** Navigations to pages that were not prerendered: network first, then a copy seen before, then the offline page. */
import { matchPrecache } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { offlinePageFor } from './page-urls';

/** Where the precache keeps the offline page. */
export const OFFLINE_PAGE = '/offline/index.html';

/** Registers the runtime route for same-origin navigations and the offline fallback; call after precacheAndRoute. */
export function registerOfflineNavigation(origin: string): void {
  // Placeholder slugs are rendered on demand by the server; a copy seen once stays readable offline.
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && url.origin === origin,
    new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4 }),
  );
  setCatchHandler(async ({ request }) => {
    const offlinePage = request.mode === 'navigate' ? await matchPrecache(OFFLINE_PAGE) : undefined;
    if (offlinePage === undefined) return Response.error();
    const url = new URL(request.url);
    if (url.pathname === '/offline') return offlinePage;
    // A redirect, not the offline HTML under the asked-for URL: the app would hydrate that HTML
    // as the asked-for route and replace the offline page with a mismatched render.
    return Response.redirect(offlinePageFor(url).href, 302);
  });
}
