/** The result list of the dialog and the /search page: title, kind, section and the matching passage, marked. */
import { Fragment, type KeyboardEvent, type Ref } from 'react';
import { SiteLink } from '../../components/site-link';
import type { PageHit } from '../../lib/search-ranking';
import { searchTexts } from './search-texts';

interface SearchResultsProps {
  hits: PageHit[];
  /** Called when a result is followed (the dialog closes). */
  onFollow?: () => void;
  /** Arrow keys: up from the first result goes back to the field. */
  onLeaveTop?: () => void;
  listRef?: Ref<HTMLUListElement>;
  compact?: boolean;
}

function hashOf(url: string): string | undefined {
  const at = url.indexOf('#');
  return at === -1 ? undefined : url.slice(at + 1);
}

/** Moves focus between result links with the arrow keys (Tab works as usual). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, onLeaveTop?: () => void) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-search-result]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at === -1) return;
  event.preventDefault();
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next < 0) onLeaveTop?.();
  else links[Math.min(next, links.length - 1)]?.focus();
}

export function SearchResults({ hits, onFollow, onLeaveTop, listRef, compact = false }: SearchResultsProps) {
  if (hits.length === 0) return null;
  return (
    <ul ref={listRef} aria-label={searchTexts.resultsLabel} className={compact ? 'space-y-2' : 'space-y-4'} onKeyDown={(e) => moveFocus(e, onLeaveTop)}>
      {hits.map((hit) => (
        <li key={hit.path}>
          <SiteLink
            to={hit.path}
            hash={hashOf(hit.url)}
            data-search-result=""
            onClick={onFollow}
            className="group block rounded-xl border border-navy-100 bg-white p-4 hover:border-accent-500 focus-visible:border-accent-500"
          >
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-semibold text-navy-900 group-hover:text-accent-700">{hit.title}</span>
              <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-navy-700 uppercase">{hit.kind}</span>
            </span>
            {hit.heading && <span className="mt-1 block text-sm font-semibold text-navy-700">{hit.heading}</span>}
            <span className="mt-1.5 block text-sm leading-relaxed text-muted">
              {hit.snippet.map((part, i) =>
                part.mark ? (
                  <mark key={i} className="rounded-sm bg-accent-100 px-0.5 text-navy-900">
                    {part.text}
                  </mark>
                ) : (
                  // Text, not an element: a first open's six results held ~180 elements to style, half of them these.
                  <Fragment key={i}>{part.text}</Fragment>
                ),
              )}
            </span>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
