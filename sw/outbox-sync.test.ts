import { describe, expect, it, vi } from 'vitest';
import { OUTBOX_SYNC_TAG, type RoundResult } from '../src/outbox/delivery';
import { enqueue } from '../src/outbox/store';
import { freshOutbox } from '../tests/support/outbox-test-support';
import { createOutboxReplay, handleSyncEvent, OutboxSyncRetry, replayOnSync, startOutboxSync, type OutboxSyncEvent, type SyncScope } from './outbox-sync';

const delivered: RoundResult = { delivered: 2, rejected: 1, queued: 0, next: { type: 'idle' } };
const someFailed: RoundResult = { delivered: 1, rejected: 0, queued: 1, next: { type: 'retry', delayMs: 4_000, reason: 'server' } };
const offline: RoundResult = { delivered: 0, rejected: 0, queued: 0, next: { type: 'retry', delayMs: 30_000, reason: 'offline' } };

function syncEvent(tag: string) {
  const waited: Array<Promise<unknown>> = [];
  const event: OutboxSyncEvent = { tag, waitUntil: (promise) => waited.push(promise) };
  return { event, waited };
}

function fakeScope(withSync: boolean) {
  const listeners: Array<(event: OutboxSyncEvent) => void> = [];
  const scope: SyncScope = {
    registration: withSync ? { sync: {} } : {},
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  return { scope, listeners };
}

describe('replayOnSync', () => {
  it('resolves with the result when every pending record was delivered or rejected', async () => {
    await expect(replayOnSync(async () => delivered)).resolves.toEqual(delivered);
  });

  it('rejects when the backend was unreachable, so the browser retries the sync later', async () => {
    const error = await replayOnSync(async () => offline).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboxSyncRetry);
    expect((error as OutboxSyncRetry).result).toEqual(offline);
  });

  it('rejects when some deliveries must be retried', async () => {
    await expect(replayOnSync(async () => someFailed)).rejects.toBeInstanceOf(OutboxSyncRetry);
  });

  it('rejects when the replay itself throws (IndexedDB unavailable)', async () => {
    await expect(replayOnSync(() => Promise.reject(new Error('IDB gone')))).rejects.toThrow('IDB gone');
  });
});

describe('handleSyncEvent', () => {
  it('replays inside waitUntil for the outbox tag', async () => {
    const replay = vi.fn(async () => delivered);
    const { event, waited } = syncEvent(OUTBOX_SYNC_TAG);
    expect(OUTBOX_SYNC_TAG).toBe('asc-outbox-sync');
    expect(handleSyncEvent(event, replay)).toBe(true);
    expect(waited).toHaveLength(1);
    await expect(waited[0]).resolves.toEqual(delivered);
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it('hands waitUntil a rejected promise when offline', async () => {
    const { event, waited } = syncEvent(OUTBOX_SYNC_TAG);
    handleSyncEvent(event, async () => offline);
    await expect(waited[0]).rejects.toBeInstanceOf(OutboxSyncRetry);
  });

  it('leaves other sync tags alone', () => {
    const replay = vi.fn(async () => delivered);
    const { event, waited } = syncEvent('workbox-background-sync:other');
    expect(handleSyncEvent(event, replay)).toBe(false);
    expect(waited).toHaveLength(0);
    expect(replay).not.toHaveBeenCalled();
  });
});

describe('startOutboxSync', () => {
  it('with no backend configured adds no listener and replays nothing', () => {
    const { scope, listeners } = fakeScope(false);
    startOutboxSync(scope, null);
    expect(listeners).toHaveLength(0);
  });

  it('where Background Sync exists, waits for the sync event', async () => {
    const replay = vi.fn(async () => delivered);
    const { scope, listeners } = fakeScope(true);
    startOutboxSync(scope, replay);
    expect(replay).not.toHaveBeenCalled();
    const { event, waited } = syncEvent(OUTBOX_SYNC_TAG);
    listeners[0](event);
    await waited[0];
    expect(replay).toHaveBeenCalledTimes(1);
  });

  it('without Background Sync, replays once at worker start-up and swallows an offline result', async () => {
    const replay = vi.fn(async () => offline);
    const { scope, listeners } = fakeScope(false);
    startOutboxSync(scope, replay);
    expect(replay).toHaveBeenCalledTimes(1);
    expect(listeners).toHaveLength(1);
    await Promise.resolve();
  });
});

describe('createOutboxReplay', () => {
  it('is null without a backend, and otherwise runs the shared round over the shared transport with the anon key', async () => {
    const db = freshOutbox();
    expect(createOutboxReplay(null, () => db, fetch)).toBeNull();
    const record = await enqueue(db, 'contact', { name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    const seen: Array<{ url: string; init?: RequestInit }> = [];
    const replay = createOutboxReplay({ url: 'https://backend.test', anonKey: 'anon-key' }, () => db, async (url, init) => {
      seen.push({ url, init });
      return init?.method === 'OPTIONS' ? new Response('ok') : Response.json({ success: true, results: [{ index: 0, clientRecordId: record.id, status: 'stored' }] });
    })!;
    await expect(replay()).resolves.toEqual({ delivered: 1, rejected: 0, queued: 0, next: { type: 'idle' } });
    expect(seen.map(({ url, init }) => [init?.method, url])).toEqual([
      ['OPTIONS', 'https://backend.test/functions/v1/contact-form'],
      ['POST', 'https://backend.test/functions/v1/contact-form'],
    ]);
    expect(seen[1].init?.headers).toMatchObject({ Authorization: 'Bearer anon-key', apikey: 'anon-key' });
    expect(JSON.parse(String(seen[1].init?.body))).toEqual({ records: [{ name: 'Ada', email: 'ada@example.com', message: 'Hi', clientRecordId: record.id }] });
    await db.delete();
  });
});
