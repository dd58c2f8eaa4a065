/**
 * The search index's download, started by whatever asks for search first (the search button's press, the
 * chat's first local answer, /search's hydration) before the loader's chunk has arrived: the index is the
 * largest part of search's first open, and waiting for that chunk before asking for it cost a round trip
 * (~100 ms at a phone's speed). On every page (the header's button), so kept to the URL and one request.
 */
import indexUrl from 'virtual:site-search-index';

// The first ask's request until the loader takes it; `true` once taken, so later asks start nothing.
let request: Promise<Response> | true | undefined;

/** Starts the index's download, unless one has started before. */
export function requestSearchIndex(): void {
  // A failed request (offline before a first visit) is the loader's to report, and is forgotten: the next ask starts another.
  if (!request) (request = fetch(indexUrl)).catch(() => (request = undefined));
}

/** For the loader: the index's response, the first ask's request if one is waiting, else a new one (a retry after a failed load). */
export function takeSearchIndex(): Promise<Response> {
  requestSearchIndex();
  const taken = request === true ? fetch(indexUrl) : request!;
  request = true;
  return taken;
}
