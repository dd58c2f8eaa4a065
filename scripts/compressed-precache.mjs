/**
 * The precache list's text entries name their gzip siblings (written by the edge stage,
 * scripts/edge/precompress.mjs), so a device stores the compressed bytes; the service worker
 * inflates them as it serves them (sw/compressed-precache.ts). Revisions stay those of the originals.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hasGzipSibling } from './edge/precompress.mjs';

/** A Workbox manifestTransform for the build under `dist`. */
export function compressedPrecache(dist) {
  return async (entries) => ({
    manifest: entries.map((entry) => (hasGzipSibling(entry.url, readFileSync(join(dist, entry.url))) ? { ...entry, url: `${entry.url}.gz` } : entry)),
    warnings: [],
  });
}
