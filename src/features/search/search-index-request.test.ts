import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// A fresh module per test: the request it holds is module state.
async function freshModule() {
  vi.resetModules();
  return import('./search-index-request');
}

describe('search index request', () => {
  const fetchMock = vi.fn<(url: string) => Promise<Response>>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  test("the press's request is the one the loader takes, and later asks start nothing", async () => {
    const response = new Response('{}');
    fetchMock.mockResolvedValue(response);
    const { requestSearchIndex, takeSearchIndex } = await freshModule();
    requestSearchIndex();
    requestSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/assets/site-search-index.json');
    expect(await takeSearchIndex()).toBe(response);
    requestSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('with no ask before it, the loader starts the request itself', async () => {
    fetchMock.mockResolvedValue(new Response('{}'));
    const { takeSearchIndex } = await freshModule();
    await takeSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('after a load that failed on a taken response (an HTTP error), the retry downloads again', async () => {
    const failed = new Response('', { status: 503 });
    const good = new Response('{}');
    fetchMock.mockResolvedValueOnce(failed).mockResolvedValueOnce(good);
    const { requestSearchIndex, takeSearchIndex } = await freshModule();
    requestSearchIndex();
    expect(await takeSearchIndex()).toBe(failed);
    expect(await takeSearchIndex()).toBe(good);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a request that failed (offline before a first visit) is forgotten: the next ask starts another', async () => {
    const good = new Response('{}');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(good);
    const { requestSearchIndex, takeSearchIndex } = await freshModule();
    requestSearchIndex();
    await expect(takeSearchIndex()).rejects.toThrow('Failed to fetch');
    requestSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await takeSearchIndex()).toBe(good);
  });

  test('a failed press that no loader took is forgotten too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(new Response('{}'));
    const { requestSearchIndex } = await freshModule();
    requestSearchIndex();
    await Promise.resolve();
    await Promise.resolve();
    requestSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
