/** Runs a query against the lazily loaded site search: the state a results view shows. */
import { useEffect, useMemo, useState } from 'react';
import type { PageHit } from '../../lib/search-ranking';
import { queryTerms } from '../../lib/search-terms';
import type { SiteSearch } from './site-search';
import { loadedSiteSearch, siteSearchOnDemand } from './site-search-on-demand';
import { searchTexts as texts } from './search-texts';

/** What to show for a query: nothing asked yet, loading, unavailable (offline before a first visit), or results. */
export type SearchState = { kind: 'empty' } | { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'vague' } | { kind: 'results'; hits: PageHit[] };

/**
 * Loads the engine when `active` turns true (the dialog opened, the page hydrated), then answers each query.
 * An engine loaded already (the search button's press starts it beside the dialog's chunk) answers the
 * first query in the same render as the typing.
 */
export function useSiteSearch(query: string, active: boolean, limit = 8): SearchState {
  const [engine, setEngine] = useState<SiteSearch | 'loading' | 'failed'>(() => loadedSiteSearch() ?? 'loading');
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

/** The polite status line for a state. */
export function statusText(state: SearchState, query: string): string {
  switch (state.kind) {
    case 'empty':
      return texts.status.prompt;
    case 'loading':
      return texts.status.loading;
    case 'unavailable':
      return texts.status.unavailable;
    case 'vague':
      return texts.status.noMeaningfulWords;
    case 'results':
      return state.hits.length === 0 ? texts.status.none(query) : texts.status.count(state.hits.length, query);
  }
}
