/**
 * The site search in a worker of its own, for the search dialog (/search and the chat keep the engine on
 * the page's thread: site-search-on-demand.ts). The page starts it
 * while idle (search-worker-start.ts) and asks for the index at the visitor's first sign of searching.
 * From then on the index's download, its parse, the engine's build and every query run beside the page,
 * not on its main thread, which meanwhile loads and renders the dialog: on a phone's CPU they were a
 * third of the dialog's first open. The page asks through search-in-worker.ts.
 */
import type { PageHit, SearchIndexData } from '../../lib/search-ranking';
import { createSiteSearch, type SiteSearch } from './site-search';

/** The page's messages: the index's URL (once, at the first sign of searching), and queries. */
export type SearchWorkerRequest = string | { id: number; query: string; limit: number };

/** A User Timing measure of the worker's, its start in milliseconds since the epoch (the page's clock starts elsewhere). */
export interface WorkerMeasure {
  name: string;
  start: number;
  duration: number;
}

/**
 * The worker's answer to a query: its hits, or none when the index could not be loaded (offline before
 * a first visit), and the measures taken since the last answer, for the page's performance timeline.
 */
export interface SearchWorkerReply {
  id: number;
  hits?: PageHit[];
  measures: WorkerMeasure[];
}

// A dedicated worker's global scope, as much of it as this uses (the project's DOM types describe a window).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchWorkerRequest>) => void) | null;
  postMessage(message: SearchWorkerReply): void;
};

let askIndex: (url: string) => void;
const indexAsked = new Promise<string>((resolve) => (askIndex = resolve));
let askedAt = 0;
let engine: Promise<SiteSearch> | undefined;

// The download, then one timed step of decoding, parsing and building (`site-search-build`): with each
// query's `site-search` (site-search.ts), all the CPU the worker spends on search, which the bench slows
// as the phone's would be (scripts/bench/search-first-open.mjs). `site-search-load`: from the ask to an engine.
async function load(): Promise<SiteSearch> {
  const url = await indexAsked;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const bytes = await response.arrayBuffer();
  const start = performance.now();
  // The index is all ASCII (scripts/search/search-index-plugin.ts): decoded, it is a one-byte string, parsed fastest.
  const search = createSiteSearch(JSON.parse(new TextDecoder().decode(bytes)) as SearchIndexData);
  performance.measure('site-search-build', { start });
  performance.measure('site-search-load', { start: askedAt });
  return search;
}

// Loads once the index is asked for; a failed load is forgotten, and the next query tries again.
const loaded = () =>
  (engine ??= load().catch((error: unknown) => {
    engine = undefined;
    throw error;
  }));

loaded().catch(() => undefined);

scope.onmessage = ({ data }) => {
  if (typeof data === 'string') {
    askedAt = performance.now();
    askIndex(data);
    return;
  }
  const { id, query, limit } = data;
  const reply = (hits?: PageHit[]) => {
    const measures = performance.getEntriesByType('measure').map(({ name, startTime, duration }) => ({ name, start: performance.timeOrigin + startTime, duration }));
    performance.clearMeasures();
    scope.postMessage({ id, hits, measures });
  };
  loaded().then(
    (search) => reply(search.search(query, limit)),
    () => reply(),
  );
};
