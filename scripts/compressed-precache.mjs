/**
 * The precache list's text entries name their gzip siblings (written by the edge stage,
 * scripts/edge/precompress.mjs), so a device stores the compressed bytes; the service worker
 * inflates them as it serves them (sw/compressed-precache.ts). Revisions stay those of the originals.
 *
 * Except the scripts a prerendered page loads by itself: Chrome keeps a script's compiled code
 * beside its Cache Storage entry only when the worker answers with that entry as stored. An
 * inflated copy is a new response, compiled again on every page (measured: no code cache consumed
 * on /about offline, 17 of 28 modules from the cache when stored plain).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { hasGzipSibling } from './edge/precompress.mjs';

/** Every HTML file under `dir`, as paths. */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** The scripts ('assets/x.js') the prerendered pages under `dist` name: module scripts, preloads and those started on load. */
export function firstLoadScripts(dist) {
  const scripts = new Set();
  for (const file of htmlFiles(dist)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\/(assets\/[\w.-]+\.js)\b/g)) scripts.add(match[1]);
  }
  return scripts;
}

/**
 * Except the outbox's chunk (Dexie and the sync loop, 111 kB): only /outbox loads it with the page;
 * every other page loads it once idle, and only on a device that may hold records
 * (src/outbox/page/outbox-presence.ts). Its compiled code is worth less than the 75 kB more that every
 * device would store for it plain.
 */
const STORED_COMPRESSED = /^assets\/outbox-sync-[\w-]+\.js$/;

/** A Workbox manifestTransform for the build under `dist`. */
export function compressedPrecache(dist) {
  return async (entries) => {
    const keepPlain = new Set([...firstLoadScripts(dist)].filter((script) => !STORED_COMPRESSED.test(script)));
    return {
      manifest: entries.map((entry) =>
        !keepPlain.has(entry.url) && hasGzipSibling(entry.url, readFileSync(join(dist, entry.url))) ? { ...entry, url: `${entry.url}.gz` } : entry,
      ),
      warnings: [],
    };
  };
}
