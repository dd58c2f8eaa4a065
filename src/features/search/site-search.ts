/** The site search over a loaded index: pages ranked by their best passage, with the matching words marked. */
import type { CompactSearchIndex } from '../../lib/search-index-codec';
import { QUERY_OPTIONS } from '../../lib/search-terms';
import { rankPages, type PageHit, type SearchIndexData } from '../../lib/search-ranking';
import { loadEngine } from './load-engine';

/** A query engine over the site's pages. */
export interface SiteSearch {
  /** The best pages for the words, best first; empty for a query without meaningful words. */
  search(query: string, limit?: number): PageHit[];
}

/** Loads the serialised index (no re-indexing in the browser). */
export function createSiteSearch(data: SearchIndexData): SiteSearch {
  const engine = loadEngine(data.index as CompactSearchIndex);
  return {
    search(query, limit = 8) {
      const start = performance.now();
      const hits = rankPages(engine.search(query, QUERY_OPTIONS), data.passages, data.pages, limit);
      // A User Timing entry per query: visible in the browser's performance panel and read by scripts/search/bench-search.mjs.
      performance.measure('site-search', { start, detail: query });
      return hits;
    },
  };
}
