/**
 * Vite plugin: `virtual:site-search-index` is the URL of the site search's index, built from
 * src/content when the bundle is built and written as one JSON file (assets/site-search-index-[hash].json).
 * Like every text file it gets .br and .gz siblings (scripts/edge/precompress.mjs): the host sends it
 * compressed and the service worker precaches the .gz (sw/compressed-precache.ts). Either way it is
 * inflated off the page's main thread, by the network stack or by the worker, so the page only parses it.
 */
import type { Plugin } from 'vite';
import { buildSearchIndex } from './build-search-index.ts';
import { loadSitePassages } from './load-passages.mjs';

const ID = 'virtual:site-search-index';
const RESOLVED = `\0${ID}`;

// The index's few characters beyond ASCII (curly quotes, dashes) written as \u escapes: the browser reads
// an all-ASCII body into a one-byte string, and a single other character makes it two bytes a character,
// which at a phone's speed took twice as long to read (773 kB: ~55 ms -> ~30 ms at 4x CPU). Same JSON value.
const asciiJson = (json: string) => json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function searchIndexPlugin(): Plugin {
  // The client and server builds run in one process: the passages are read once.
  let passages: ReturnType<typeof loadSitePassages> | undefined;
  let serving = false;
  return {
    name: 'site-search-index',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id, options) {
      if (id !== RESOLVED) return null;
      // The server renders no search results: it needs no index.
      if (options?.ssr) return 'export default "";';
      passages ??= loadSitePassages();
      const json = asciiJson(JSON.stringify(buildSearchIndex(await passages)));
      if (serving) return `export default ${JSON.stringify(`data:application/json;base64,${Buffer.from(json).toString('base64')}`)};`;
      const ref = this.emitFile({ type: 'asset', name: 'site-search-index.json', source: json });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    handleHotUpdate({ file }) {
      if (file.includes('/src/content/')) passages = undefined;
    },
  };
}
