/** Runs a query against the site search in its worker (search-worker.ts): the state the search dialog shows. */
import { useEffect, useMemo, useState } from 'react';
import { queryTerms } from '../../lib/search-terms';
import { searchInWorker } from './search-in-worker';
import type { SearchState } from './search-state';

// The latest answer and the query it answers.
interface Answer {
  query: string;
  limit: number;
  state: SearchState;
}

/**
 * Asks the worker each query. While the worker works on a query, the last query's results stay (typing
 * does not flash "Searching"); with none yet, the state is loading. After a failed download (offline
 * before a first visit), each query tries again.
 */
export function useWorkerSearch(query: string, limit: number): SearchState {
  const [answer, setAnswer] = useState<Answer>();
  const asks = queryTerms(query).length > 0;

  useEffect(() => {
    if (!asks) return;
    let current = true;
    searchInWorker(query, limit).then(
      (hits) => current && setAnswer({ query, limit, state: { kind: 'results', hits } }),
      () => current && setAnswer({ query, limit, state: { kind: 'unavailable' } }),
    );
    return () => {
      current = false;
    };
  }, [asks, query, limit]);

  return useMemo((): SearchState => {
    if (query.trim() === '') return { kind: 'empty' };
    if (queryTerms(query).length === 0) return { kind: 'vague' };
    if (answer && answer.query === query && answer.limit === limit) return answer.state;
    return answer?.state.kind === 'results' ? answer.state : { kind: 'loading' };
  }, [answer, query, limit]);
}

/**
 * Asks the worker at once, from the field's input event, rather than when the view has rendered the new
 * query: the answer is then worked on while the page renders (and, on the dialog's first open, opens it).
 * The view's own ask (useWorkerSearch) gets the same answer.
 */
export function searchAhead(query: string, limit: number): void {
  if (queryTerms(query).length > 0) searchInWorker(query, limit).catch(() => undefined);
}
