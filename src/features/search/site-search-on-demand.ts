/**
 * The site search on the page's own thread, on demand: /search as it hydrates, and the chat (src/islands
 * passes it) on its first local answer, which asks it many small questions in a row, synchronously
 * (src/lib/extractive-answer.ts); never with the page. The search dialog asks search's worker (search-worker.ts).
 */
import type { SiteSearch } from './site-search';
import { requestSearchIndex } from './search-index-request';

/** The site search, loaded on first use and shared by all; the index downloads beside the engine's chunk. */
export function siteSearchOnDemand(): Promise<SiteSearch> {
  requestSearchIndex();
  return import('./load-site-search').then((module) => module.loadSiteSearch());
}
