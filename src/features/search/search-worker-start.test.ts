import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

// The browser's Worker, as much of it as search-worker-start.ts uses: what each one was sent, and its error handler.
class RecordingWorker {
  static started: RecordingWorker[] = [];
  posted: unknown[] = [];
  onerror: (() => void) | null = null;
  constructor(readonly url: URL) {
    RecordingWorker.started.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

// A fresh module per test: the worker it started is module state.
async function freshModule() {
  vi.resetModules();
  return import('./search-worker-start');
}

describe("search's worker, started by the page", () => {
  beforeEach(() => {
    RecordingWorker.started = [];
    vi.stubGlobal('Worker', RecordingWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  test('started once; the index is asked for once, at the first sign of searching, not at the start', async () => {
    const { searchWorker, startSearchWorker } = await freshModule();
    const started = startSearchWorker();
    expect(startSearchWorker()).toBe(started);
    expect(RecordingWorker.started).toHaveLength(1);
    expect((started as unknown as RecordingWorker).posted).toEqual([]);
    expect(searchWorker()).toBe(started);
    expect(searchWorker()).toBe(started);
    expect((started as unknown as RecordingWorker).posted).toEqual(['/assets/site-search-index.json']);
  });

  test('a worker whose script could not load is replaced on the next ask, which asks the new one for the index', async () => {
    const { searchWorker, startSearchWorker } = await freshModule();
    const broken = searchWorker() as unknown as RecordingWorker;
    broken.onerror?.();
    const next = searchWorker() as unknown as RecordingWorker;
    expect(next).not.toBe(broken);
    expect(next.posted).toEqual(['/assets/site-search-index.json']);
    expect(startSearchWorker()).toBe(next);
  });
});
