/** Queries to the site search's worker (search-worker.ts), each answered by a promise. */
import type { PageHit } from '../../lib/search-ranking';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-worker';
import { searchWorker } from './search-worker-start';

const waiting = new Map<number, (reply: SearchWorkerReply) => void>();
let lastId = 0;
// The worker whose replies this listens to (a new one replaces a worker that could not start).
let listened: Worker | undefined;
// The last query asked and its answer: a view asks as the visitor types (search-dialog.tsx), and again once it has rendered.
let last: { key: string; hits: Promise<PageHit[]> } | undefined;

// The worker's measures, on the page's own timeline: seen in the browser's performance panel, read by the bench.
function record({ measures }: SearchWorkerReply) {
  for (const { name, start, duration } of measures) performance.measure(name, { start: start - performance.timeOrigin, duration });
}

/**
 * The best pages for the words, best first; rejects when the index or the worker cannot be loaded (offline
 * before a first visit, a page left open across a release). The same query asked twice in a row is asked of
 * the worker once, unless it failed.
 */
export function searchInWorker(query: string, limit: number): Promise<PageHit[]> {
  const key = `${limit} ${query}`;
  if (last?.key !== key) {
    const hits = ask(query, limit);
    last = { key, hits };
    hits.catch(() => last?.hits === hits && (last = undefined));
  }
  return last.hits;
}

function ask(query: string, limit: number): Promise<PageHit[]> {
  const worker = searchWorker();
  if (listened !== worker) {
    listened = worker;
    worker.addEventListener('message', ({ data }: MessageEvent<SearchWorkerReply>) => {
      record(data);
      waiting.get(data.id)?.(data);
      waiting.delete(data.id);
    });
    // A worker whose script could not load answers nothing: what waits for it fails, as a failed index does.
    worker.addEventListener('error', () => {
      for (const answer of waiting.values()) answer({ id: 0, measures: [] });
      waiting.clear();
    });
  }
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, ({ hits }) => (hits ? resolve(hits) : reject(new Error('The search index could not be loaded'))));
    worker.postMessage({ id, query, limit } satisfies SearchWorkerRequest);
  });
}
