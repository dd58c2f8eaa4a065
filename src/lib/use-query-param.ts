/**
 * One parameter of the page's query string as state, for a part of an islands page that keeps its state in
 * the URL (a filter, a query) without a client router: read from the address, written back to the history,
 * and followed through back and forward.
 */
import { useCallback, useSyncExternalStore } from 'react';

// History changes made by this hook: the browser announces only its own (back, forward) with popstate.
const QUERY_CHANGE = 'site:query-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(QUERY_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(QUERY_CHANGE, onChange);
  };
}

/** 'push' adds a history entry (a new query), 'replace' rewrites the current one (a filter). */
export type HistoryWrite = 'push' | 'replace';

/**
 * The parameter's value (undefined when absent, and while the page hydrates: the prerendered HTML knows no
 * query) and a setter; undefined removes the parameter. The rest of the address is kept.
 */
export function useQueryParam(name: string): [string | undefined, (value: string | undefined, write: HistoryWrite) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name) ?? undefined,
    () => undefined,
  );
  const setValue = useCallback(
    (next: string | undefined, write: HistoryWrite) => {
      const url = new URL(window.location.href);
      if (next === undefined) url.searchParams.delete(name);
      else url.searchParams.set(name, next);
      if (url.href === window.location.href) return;
      if (write === 'push') window.history.pushState(null, '', url);
      else window.history.replaceState(window.history.state, '', url);
      window.dispatchEvent(new Event(QUERY_CHANGE));
    },
    [name],
  );
  return [value, setValue];
}
