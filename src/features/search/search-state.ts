/** What a search view shows for a query, and the polite status line that says it. */
import type { PageHit } from '../../lib/search-ranking';
import { searchTexts as texts } from './search-texts';

/** What to show for a query: nothing asked yet, loading, unavailable (offline before a first visit), or results. */
export type SearchState = { kind: 'empty' } | { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'vague' } | { kind: 'results'; hits: PageHit[] };

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
