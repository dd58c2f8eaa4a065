/**
 * Vite plugin: `virtual:site-search-index` is the site search's index, built from src/content when
 * the bundle is built. The site imports it only dynamically, so it becomes its own hashed chunk:
 * out of the first load, and precached with the other assets for offline search.
 */
import type { Plugin } from 'vite';
import { buildSearchIndex } from './build-search-index';
import { loadSitePassages } from './load-passages.mjs';

const ID = 'virtual:site-search-index';
const RESOLVED = `\0${ID}`;

export function searchIndexPlugin(): Plugin {
  // The client and server builds run in one process: the passages are read once.
  let passages: ReturnType<typeof loadSitePassages> | undefined;
  return {
    name: 'site-search-index',
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      passages ??= loadSitePassages();
      const data = buildSearchIndex(await passages);
      // A JSON string parses faster than the same data as a JavaScript literal.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))});`, map: null };
    },
    handleHotUpdate({ file }) {
      if (file.includes('/src/content/')) passages = undefined;
    },
  };
}
