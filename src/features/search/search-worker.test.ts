import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadSitePassages } from '../../../scripts/search/load-passages.mjs';
import { buildSearchIndex } from '../../../scripts/search/build-search-index';
import type { SearchWorkerReply, SearchWorkerRequest } from './search-worker';

const INDEX_URL = '/assets/site-search-index-test.json';
const ZERO_CLICK = '/insights/zero-click-searches-the-new-reality-of-information-discovery';

// The worker's global scope: the page's messages go in through onmessage, its replies come out of postMessage.
interface Scope {
  onmessage: ((event: { data: SearchWorkerRequest }) => void) | null;
  postMessage: ReturnType<typeof vi.fn<(reply: SearchWorkerReply) => void>>;
}

let indexJson = '';
const fetchMock = vi.fn<(url: string) => Promise<Response>>();

// A fresh worker per test: its engine and its ask for the index are module state.
async function startWorker() {
  vi.resetModules();
  const scope: Scope = { onmessage: null, postMessage: vi.fn() };
  vi.stubGlobal('self', scope);
  vi.stubGlobal('fetch', fetchMock);
  await import('./search-worker');
  const send = (data: SearchWorkerRequest) => scope.onmessage!({ data });
  const reply = (id: number) =>
    vi.waitFor(() => {
      const found = scope.postMessage.mock.calls.map(([message]) => message).find((message) => message.id === id);
      if (!found) throw new Error(`no reply to query ${id} yet`);
      return found;
    });
  return { send, reply };
}

describe("search's worker", () => {
  beforeAll(async () => {
    indexJson = JSON.stringify(buildSearchIndex(await loadSitePassages()));
  }, 60_000);
  beforeEach(() => fetchMock.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  test('downloads nothing until the page asks for the index, then downloads it once and answers every query from it', async () => {
    fetchMock.mockImplementation(async () => new Response(indexJson));
    const { send, reply } = await startWorker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();

    send(INDEX_URL);
    send({ id: 1, query: 'zero click', limit: 6 });
    const first = await reply(1);
    expect(first.hits?.[0].path).toBe(ZERO_CLICK);
    expect(first.hits?.length).toBeLessThanOrEqual(6);
    // Its measures, for the page's timeline: the build, the load from the ask, the query.
    expect(first.measures.map((measure) => measure.name).sort()).toEqual(['site-search', 'site-search-build', 'site-search-load']);

    send({ id: 2, query: 'technical seo', limit: 3 });
    expect((await reply(2)).hits?.[0].title).toBe('Technical SEO Architecture');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(INDEX_URL);
  });

  test('a failed download (offline before a first visit, an HTTP error) is answered with no hits, and the next query downloads again', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('gone', { status: 404 }))
      .mockImplementation(async () => new Response(indexJson));
    const { send, reply } = await startWorker();
    send(INDEX_URL);
    send({ id: 1, query: 'zero click', limit: 6 });
    expect((await reply(1)).hits).toBeUndefined();
    send({ id: 2, query: 'zero click', limit: 6 });
    expect((await reply(2)).hits).toBeUndefined();
    send({ id: 3, query: 'zero click', limit: 6 });
    expect((await reply(3)).hits?.[0].path).toBe(ZERO_CLICK);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
