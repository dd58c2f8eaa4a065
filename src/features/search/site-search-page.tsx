/**
 * /search?q=words: a plain GET form in the prerendered HTML (it works before and without JavaScript
 * reaching the page), results rendered in the browser from the same index as the dialog.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useHydrated } from '../../lib/use-hydrated';
import { useQueryParam } from '../../lib/use-query-param';
import { SearchResults } from './search-results';
import { searchTexts } from './search-texts';
import { statusText } from './search-state';
import { useSiteSearch } from './use-site-search';

const PAGE_RESULTS = 20;

/** The form and its results: the query lives in the URL's `q`, so back, forward and a shared link show it. */
export function SiteSearchPage() {
  // The prerendered page has no query: what the URL asks for is shown once the page has hydrated.
  const hydrated = useHydrated();
  const [query, setQuery] = useQueryParam('q');
  const asked = hydrated ? (query?.trim() ?? '') : '';
  const state = useSiteSearch(asked, hydrated, PAGE_RESULTS);
  const statusId = useId();

  return (
    <section className="container-page py-12 sm:py-16">
      {/* A new query from the URL (back, forward, a link) starts the field afresh. */}
      <SearchForm key={asked} initial={asked} statusId={statusId} onSearch={(words) => setQuery(words || undefined, 'push')} />
      <div className="mt-8 max-w-3xl">
        <p id={statusId} role="status" className="mb-4 text-muted">
          {hydrated ? statusText(state, asked) : ''}
        </p>
        {state.kind === 'results' && <SearchResults hits={state.hits} />}
      </div>
    </section>
  );
}

/** The GET form; with JavaScript it shows the new query's results in place, as a new history entry, instead of reloading the page. */
function SearchForm({ initial, statusId, onSearch }: { initial: string; statusId: string; onSearch: (words: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // Words typed before the page hydrated are in the field but not in the state, which would clear it.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initial) setDraft(typed);
  }, [initial]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" action="/search" method="get" onSubmit={submit} className="flex max-w-3xl flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={inputId} className="mb-2 block font-semibold text-navy-900">
          {searchTexts.inputLabel}
        </label>
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={statusId}
          placeholder={searchTexts.inputPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-12 w-full rounded-lg border border-navy-100 bg-white px-4 text-lg text-navy-900 placeholder:text-muted"
        />
      </div>
      <button type="submit" className="btn-primary min-h-12 gap-2">
        <Search aria-hidden="true" className="h-5 w-5" />
        {searchTexts.page.submit}
      </button>
    </form>
  );
}
