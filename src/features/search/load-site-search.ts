/** Loads the search index and engine on first use; one download shared by every caller. */
import indexUrl from 'virtual:site-search-index';
import type { SearchIndexData } from '../../lib/search-ranking';
import type { SiteSearch } from './site-search';

let loading: Promise<SiteSearch> | undefined;

// The host sends the index compressed and the service worker stores it compressed: either inflates it
// off the main thread (scripts/search/search-index-plugin.ts), which is left to parse it.
async function download(url: string): Promise<SearchIndexData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  return (await response.json()) as SearchIndexData;
}

/**
 * The site search, once its chunk and index have arrived; a failed download is tried again on the next call.
 * The index (from the precache once the service worker has it) and the engine's chunk download side by side.
 */
export function loadSiteSearch(): Promise<SiteSearch> {
  if (loading) return loading;
  const start = performance.now();
  loading = Promise.all([download(indexUrl), import('./site-search')])
    .then(([data, engine]) => engine.createSiteSearch(data))
    .then(
      (search) => {
        // Read by the bench (scripts/bench/search-first-open.mjs): from the first call to an engine that answers.
        performance.measure('site-search-load', { start });
        return search;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
  return loading;
}
