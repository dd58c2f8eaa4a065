/**
 * Runs a query against the site search on the page's own thread, loaded on demand: the state /search shows.
 * /search asks as it hydrates, when a worker would only be starting (the dialog asks search's worker:
 * use-worker-search.ts).
 */
import { useEffect, useMemo, useState } from 'react';
import { queryTerms } from '../../lib/search-terms';
import type { SiteSearch } from './site-search';
import { siteSearchOnDemand } from './site-search-on-demand';
import type { SearchState } from './search-state';

/** Loads the engine when `active` turns true (the page hydrated), then answers each query. */
export function useSiteSearch(query: string, active: boolean, limit = 8): SearchState {
  const [engine, setEngine] = useState<SiteSearch | 'loading' | 'failed'>('loading');
  // After a failed download (offline before a first visit), each new query tries again.
  const retryKey = engine === 'failed' ? query : '';

  useEffect(() => {
    if (!active) return;
    let current = true;
    // The engine's chunk is fetched now, not with the view's own code (the /search page's), the index beside it.
    siteSearchOnDemand().then(
      (loaded) => current && setEngine(loaded),
      () => current && setEngine('failed'),
    );
    return () => {
      current = false;
    };
  }, [active, retryKey]);

  return useMemo((): SearchState => {
    if (query.trim() === '') return { kind: 'empty' };
    if (engine === 'loading') return { kind: 'loading' };
    if (engine === 'failed') return { kind: 'unavailable' };
    if (queryTerms(query).length === 0) return { kind: 'vague' };
    return { kind: 'results', hits: engine.search(query, limit) };
  }, [engine, query, limit]);
}
