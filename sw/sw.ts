/// <reference lib="webworker" />
/** Service worker: precaches the shell, every prerendered page and the images, and serves navigations offline. */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Pages are precached as /path/index.html and requested as /path.
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: 'index.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => [new URL(`${url.pathname.replace(/\/+$/, '')}/index.html`, url)],
});

// Paths that were not prerendered (placeholder slugs) come from the network, with a cached copy when offline.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4 }),
);

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    return (await matchPrecache('/offline/index.html')) ?? Response.error();
  }
  return Response.error();
});
