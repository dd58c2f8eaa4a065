// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEGACY_KEYS } from '../kept-in-storage';

const mocks = vi.hoisted(() => ({ adoptKeptRecords: vi.fn(async () => undefined), loadFails: true }));

// Stands for the outbox chunk, which cannot be fetched while mocks.loadFails holds. Registered anew
// for each test: a factory's module, once made, is kept across vi.resetModules.
const outboxChunk = () => {
  if (mocks.loadFails) throw new TypeError('Failed to fetch dynamically imported module');
  return { adoptKeptRecords: mocks.adoptKeptRecords };
};

const MESSAGE = { name: 'Jane Smith', email: 'jane@acme.com', message: 'The Wi-Fi dropped.' };

beforeEach(() => {
  vi.resetModules();
  vi.doMock('./outbox-sync', outboxChunk);
  vi.useFakeTimers();
  localStorage.clear();
  mocks.loadFails = true;
  mocks.adoptKeptRecords.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Each test that keeps a record ends with the hand-over done, so no waiting one fires into the next test.
async function handOver() {
  mocks.loadFails = false;
  vi.resetModules();
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(mocks.adoptKeptRecords).toHaveBeenCalledTimes(1));
}

const keepOnDevice = async () => (await import('./keep-on-device')).keepOnDevice;
const kept = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>;

describe('keepOnDevice', () => {
  it('keeps the record in localStorage and reports it queued, as the form then says it will be sent', async () => {
    const keep = await keepOnDevice();
    expect(keep('contact', MESSAGE)).toEqual({ type: 'queued', reason: 'offline', message: expect.any(String) });
    expect(keep('newsletter', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', optedIn: true })).toMatchObject({ type: 'queued' });
    expect(kept(LEGACY_KEYS.contact)).toEqual([expect.objectContaining({ ...MESSAGE, synced: false })]);
    expect(kept(LEGACY_KEYS.newsletter)).toEqual([expect.objectContaining({ email: 'ada@example.com', optedIn: true, synced: false })]);
    await handOver();
  });

  it('hands over to the outbox once it can be fetched: at the online event, or 30 s later, then stops asking', async () => {
    const keep = await keepOnDevice();
    keep('contact', MESSAGE);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(mocks.adoptKeptRecords).not.toHaveBeenCalled();

    mocks.loadFails = false;
    vi.resetModules();
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(mocks.adoptKeptRecords).toHaveBeenCalledTimes(1));

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(90_000);
    expect(mocks.adoptKeptRecords).toHaveBeenCalledTimes(1);
  });

  it('hands over at the online event when the outbox can be fetched again', async () => {
    const keep = await keepOnDevice();
    keep('contact', MESSAGE);
    await handOver();
  });

  it('reports the record unsaved when the browser refuses localStorage too, so the form keeps the text', async () => {
    const keep = await keepOnDevice();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(keep('contact', MESSAGE)).toEqual({ type: 'unsaved' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mocks.adoptKeptRecords).not.toHaveBeenCalled();
  });
});
