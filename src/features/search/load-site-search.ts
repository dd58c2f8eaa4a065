/** Loads the search index and builds the engine on first use; one download shared by every caller. */
import indexUrl from 'virtual:site-search-index';
import { createSiteSearch, type SiteSearch } from './site-search';
import { takeSearchIndex } from './search-index-request';

let loading: Promise<SiteSearch> | undefined;

/**
 * The site search, once its index has arrived; a failed download is tried again on the next call. The
 * engine comes in this module's chunk (its callers import it when search is first asked for, and ask for
 * the index at the same moment: search-index-request.ts), so the two download side by side. The host
 * sends the index compressed and the service worker stores it compressed: either inflates it off the
 * main thread (scripts/search/search-index-plugin.ts); search-index-request.ts parses it as it arrives.
 */
export function loadSiteSearch(): Promise<SiteSearch> {
  if (loading) return loading;
  let start = performance.now();
  loading = takeSearchIndex()
    .then((data) => {
      // Search was asked for when the index's request started (search-index-request.ts), maybe before this chunk arrived.
      start = Math.min(start, performance.getEntriesByName(new URL(indexUrl, location.href).href, 'resource').at(-1)?.startTime ?? start);
      return createSiteSearch(data);
    })
    .then(
      (search) => {
        // Read by the bench (scripts/bench/search-first-open.mjs): from the first ask for search to an engine that answers.
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
