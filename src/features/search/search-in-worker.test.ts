import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PageHit } from '../../lib/search-ranking';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-worker';

// Search's worker, played by the test: what the page posts, and the replies the test sends back.
class FakeWorker extends EventTarget {
  posted: SearchWorkerRequest[] = [];
  postMessage(message: SearchWorkerRequest) {
    this.posted.push(message);
  }
  reply(message: SearchWorkerReply) {
    this.dispatchEvent(Object.assign(new Event('message'), { data: message }));
  }
  queries() {
    return this.posted.filter((message): message is Exclude<SearchWorkerRequest, string> => typeof message !== 'string');
  }
}

let worker: FakeWorker;
vi.mock('./search-worker-start', () => ({ searchWorker: () => worker }));

const hit = (path: string) => ({ path }) as PageHit;
// The worker's reply to the nth query it was sent: hits, or none (its index could not be loaded).
const answer = (to: FakeWorker, nth: number, hits?: PageHit[]) => to.reply({ id: to.queries()[nth].id, hits, measures: [] });

// A fresh client per test: its last query and its waiting promises are module state.
async function client() {
  vi.resetModules();
  return import('./search-in-worker');
}

describe('queries to search’s worker', () => {
  beforeEach(() => {
    worker = new FakeWorker();
  });
  afterEach(() => performance.clearMeasures());

  test('each reply answers its own query, and the same query asked twice in a row is asked of the worker once', async () => {
    const { searchInWorker } = await client();
    const ahead = searchInWorker('zero click', 6);
    const again = searchInWorker('zero click', 6);
    const other = searchInWorker('pricing', 6);
    const [first, second] = worker.queries();
    expect(worker.queries()).toEqual([
      { id: first.id, query: 'zero click', limit: 6 },
      { id: second.id, query: 'pricing', limit: 6 },
    ]);
    answer(worker, 1, [hit('/contact')]);
    answer(worker, 0, [hit('/insights')]);
    expect(await ahead).toEqual([hit('/insights')]);
    expect(await again).toEqual([hit('/insights')]);
    expect(await other).toEqual([hit('/contact')]);
  });

  test('a reply without hits (the index could not be loaded) rejects, and the same query is then asked again', async () => {
    const { searchInWorker } = await client();
    const failed = searchInWorker('zero click', 6);
    answer(worker, 0);
    await expect(failed).rejects.toThrow('The search index could not be loaded');
    const retried = searchInWorker('zero click', 6);
    expect(worker.queries()).toHaveLength(2);
    answer(worker, 1, [hit('/insights')]);
    expect(await retried).toEqual([hit('/insights')]);
  });

  test('a worker whose script could not load fails what waits for it, and the next query asks the worker that replaces it', async () => {
    const { searchInWorker } = await client();
    const waiting = searchInWorker('zero click', 6);
    worker.dispatchEvent(new Event('error'));
    await expect(waiting).rejects.toThrow('The search index could not be loaded');
    const broken = worker;
    worker = new FakeWorker(); // what search-worker-start.ts gives once the broken one has gone
    const retried = searchInWorker('zero click', 6);
    expect(broken.queries()).toHaveLength(1);
    expect(worker.queries()).toHaveLength(1);
    answer(worker, 0, [hit('/insights')]);
    expect(await retried).toEqual([hit('/insights')]);
  });

  test("the worker's measures land on the page's own timeline, at the moment they were taken", async () => {
    const { searchInWorker } = await client();
    const answered = searchInWorker('zero click', 6);
    const start = performance.timeOrigin + performance.now();
    worker.reply({ id: worker.queries()[0].id, hits: [], measures: [{ name: 'site-search-build', start, duration: 42 }] });
    await answered;
    const [measure] = performance.getEntriesByName('site-search-build');
    expect(measure.duration).toBe(42);
    expect(measure.startTime).toBeCloseTo(start - performance.timeOrigin, 3);
  });
});
