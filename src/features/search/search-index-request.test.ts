import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// A fresh module per test: the download it holds is module state.
async function freshModule() {
  vi.resetModules();
  return import('./search-index-request');
}

const index = (marker: string) => new Response(JSON.stringify({ marker }));

describe('search index request', () => {
  const fetchMock = vi.fn<(url: string) => Promise<Response>>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  test("the press's download is the one the loader takes, parsed, and later asks start nothing", async () => {
    fetchMock.mockResolvedValue(index('first'));
    const { requestSearchIndex, takeSearchIndex } = await freshModule();
    requestSearchIndex();
    requestSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/assets/site-search-index.json');
    expect(await takeSearchIndex()).toEqual({ marker: 'first' });
    requestSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('the JSON is parsed as it arrives, before the loader takes it', async () => {
    const response = index('early');
    const json = vi.spyOn(response, 'json');
    fetchMock.mockResolvedValue(response);
    const { requestSearchIndex } = await freshModule();
    requestSearchIndex();
    await vi.waitFor(() => expect(json).toHaveBeenCalledTimes(1));
  });

  test('with no ask before it, the loader starts the download itself', async () => {
    fetchMock.mockResolvedValue(index('own'));
    const { takeSearchIndex } = await freshModule();
    expect(await takeSearchIndex()).toEqual({ marker: 'own' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('an HTTP error fails the download with its status, and the retry downloads again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 })).mockResolvedValueOnce(index('good'));
    const { requestSearchIndex, takeSearchIndex } = await freshModule();
    requestSearchIndex();
    await expect(takeSearchIndex()).rejects.toThrow('HTTP 503');
    expect(await takeSearchIndex()).toEqual({ marker: 'good' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a download that failed (offline before a first visit) is forgotten: the next ask starts another', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(index('good'));
    const { requestSearchIndex, takeSearchIndex } = await freshModule();
    requestSearchIndex();
    await expect(takeSearchIndex()).rejects.toThrow('Failed to fetch');
    requestSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await takeSearchIndex()).toEqual({ marker: 'good' });
  });

  test('a failed press that no loader took is forgotten too', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(index('good'));
    const { requestSearchIndex } = await freshModule();
    requestSearchIndex();
    await vi.waitFor(() => {
      requestSearchIndex();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });
});
