/**
 * Vite plugin: `virtual:site-search-index` is the URL of the site search's index, built from
 * src/content when the bundle is built and written as one gzip-compressed JSON file
 * (assets/site-search-index-[hash].bin). It is precached in that compressed form (a quarter of the
 * JSON's bytes) and decompressed by the browser (DecompressionStream) when search is first used.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { buildSearchIndex } from './build-search-index.ts';
import { loadSitePassages } from './load-passages.mjs';

const ID = 'virtual:site-search-index';
const RESOLVED = `\0${ID}`;

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
      const bytes = gzipSync(JSON.stringify(buildSearchIndex(await passages)), { level: 9 });
      if (serving) return `export default ${JSON.stringify(`data:application/octet-stream;base64,${bytes.toString('base64')}`)};`;
      const ref = this.emitFile({ type: 'asset', name: 'site-search-index.bin', source: bytes });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    handleHotUpdate({ file }) {
      if (file.includes('/src/content/')) passages = undefined;
    },
  };
}
