/// <reference lib="webworker" />
/** Service worker: precaches every prerendered page and asset, serves navigations offline, replays the outbox, and waits to be asked before updating. */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { openOutbox, type OutboxDb } from '../src/outbox/database';
import { backendSettingsFrom } from '../src/outbox/backend-settings';
import { compressedVariants, inflateCompressedEntries } from './compressed-precache';
import { registerOfflineNavigation } from './offline-navigation';
import { precacheKeyFor } from './page-urls';
import { createOutboxReplay, startOutboxSync } from './outbox-sync';
import { listenForSkipWaiting } from './skip-waiting';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// No skipWaiting() on install: an update waits for the visitor's Reload (SKIP_WAITING message).
listenForSkipWaiting(self);
// The first worker controls the page that installed it at once, so that page works offline too.
clientsClaim();
cleanupOutdatedCaches();

// Pages are precached as /path/index.html and requested as /path; text files as their .gz sibling,
// served inflated (sw/compressed-precache.ts).
addPlugins([inflateCompressedEntries]);
precacheAndRoute(self.__WB_MANIFEST, {
  directoryIndex: 'index.html',
  cleanURLs: false,
  urlManipulation: ({ url }) => compressedVariants(url, precacheKeyFor(url)),
});
registerOfflineNavigation(self.location.origin);

let db: OutboxDb | undefined;
const outbox = () => (db ??= openOutbox());
startOutboxSync(self, createOutboxReplay(backendSettingsFrom(import.meta.env), outbox, (input, init) => fetch(input, init)));
