/**
 * The search index's download for the page's own engine, started by whatever asks for it first (the chat's
 * first local answer, /search's hydration) before the loader's chunk has arrived: the index is the
 * largest part of search's first open, and waiting for that chunk before asking for it cost a round trip
 * (~100 ms at a phone's speed). Its JSON is parsed the moment it arrives, while the page still waits for
 * search's code (the parse took ~20 ms of a phone's main thread after that code arrived). On every page
 * (the chat's launcher), so kept to the URL and one request. The search dialog's worker downloads its own.
 */
import indexUrl from 'virtual:site-search-index';
import type { SearchIndexData } from '../../lib/search-ranking';

// The first ask's index until the loader takes it; `true` once taken, so later asks start nothing.
let request: Promise<SearchIndexData> | true | undefined;

const download = (): Promise<SearchIndexData> => fetch(indexUrl).then((response) => (response.ok ? response.json() : Promise.reject(Error(`HTTP ${response.status}`))));

/** Starts the index's download, unless one has started before. */
export function requestSearchIndex(): void {
  // A failed download (offline before a first visit) is the loader's to report, and is forgotten: the next ask starts another.
  if (!request) (request = download()).catch(() => (request = undefined));
}

/** For the loader: the index's parsed JSON, the first ask's download if one is waiting, else a new one (a retry after a failed load). */
export function takeSearchIndex(): Promise<SearchIndexData> {
  requestSearchIndex();
  const taken = request === true ? download() : request!;
  request = true;
  return taken;
}
