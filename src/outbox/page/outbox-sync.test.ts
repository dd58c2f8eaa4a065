// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_SYNC_DELAY_MS } from '../../lib/spec-constants';
import type { OutboxDb } from '../database';
import { OUTBOX_SYNC_TAG } from '../delivery';
import { keepInStorage, LEGACY_KEYS } from '../kept-in-storage';
import { enqueue } from '../store';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { overrideBackendEnvironment } from './backend-config';
import { type FetchAnswer, json, type SeenRequest, storedAnswer, stubFetch } from '../../../tests/support/fake-fetch';
import { adoptKeptRecords, drainAfterSuccess, pageOutbox, requestSync, resetOutboxSync, startOutboxSync } from './outbox-sync';

const BACKEND = { url: 'https://backend.test', anonKey: 'anon-key' };
const CONTACT_URL = 'https://backend.test/functions/v1/contact-form';
const fields = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need AI visibility.' };
const offline = () => new TypeError('Failed to fetch');

let db: OutboxDb;
let visibility: DocumentVisibilityState;
let answer: (request: SeenRequest) => FetchAnswer;

const statusOf = async (id: string) => (await db.contacts.get(id))?.status;
/** Lets IndexedDB (setImmediate) and promise work run for a while. */
const idle = async () => {
  for (let tick = 0; tick < 25; tick++) await new Promise((resolve) => setImmediate(resolve));
};

beforeEach(() => {
  // fake-indexeddb schedules with setImmediate, which must stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  db = freshOutbox();
  resetOutboxSync({ db });
  localStorage.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  answer = storedAnswer;
});

afterEach(async () => {
  resetOutboxSync();
  overrideBackendEnvironment({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  await db.delete();
});

function withBackend() {
  overrideBackendEnvironment({ config: BACKEND, serverRender: false });
  return stubFetch((request) => answer(request));
}

function withoutBackend() {
  overrideBackendEnvironment({ config: null, serverRender: false });
  return stubFetch(() => json(200, { success: true }));
}

describe('startOutboxSync', () => {
  it('delivers what is pending at start: probe first, then the record', async () => {
    const seen = withBackend();
    const record = await enqueue(db, 'contact', fields);
    await startOutboxSync();
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['OPTIONS', CONTACT_URL],
      ['POST', CONTACT_URL],
    ]);
    expect(seen[1].body).toEqual({ records: [{ ...fields, clientRecordId: record.id }] });
    expect(await statusOf(record.id)).toBe('delivered');
  });

  it('makes no call at start when nothing is pending', async () => {
    const seen = withBackend();
    await startOutboxSync();
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is idempotent: one loop and one set of listeners however often it is called', async () => {
    const seen = withBackend();
    const first = startOutboxSync();
    expect(startOutboxSync()).toBe(first);
    await first;
    await enqueue(db, 'contact', fields);
    answer = offline;
    window.dispatchEvent(new Event('online'));
    // The failed probe re-arms the 30 s retry; by then every listener has run.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(seen.map((r) => r.method)).toEqual(['OPTIONS']);
  });

  it('replays when the browser comes back online', async () => {
    const seen = withBackend();
    await startOutboxSync();
    const record = await enqueue(db, 'contact', fields);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await statusOf(record.id)).toBe('delivered'));
    expect(seen.map((r) => r.method)).toEqual(['OPTIONS', 'POST']);
  });

  it('replays when the page becomes visible, not when it is hidden', async () => {
    const seen = withBackend();
    await startOutboxSync();
    const record = await enqueue(db, 'contact', fields);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await idle();
    expect(seen).toEqual([]);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(async () => expect(await statusOf(record.id)).toBe('delivered'));
  });

  it("migrates the older site's localStorage records once and removes the keys", async () => {
    withBackend();
    answer = offline;
    localStorage.setItem(
      LEGACY_KEYS.contact,
      JSON.stringify([{ id: '17', name: 'Old Visitor', email: 'old@example.com', message: 'From the old site', synced: false }]),
    );
    await startOutboxSync();
    const migrated = await db.contacts.toArray();
    expect(migrated.map((r) => [r.name, r.status])).toEqual([['Old Visitor', 'pending']]);
    expect(localStorage.getItem(LEGACY_KEYS.contact)).toBeNull();
  });

  it('ignores storage errors silently', async () => {
    withBackend();
    localStorage.setItem(LEGACY_KEYS.contact, '{not json');
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    await expect(startOutboxSync()).resolves.toBeUndefined();
    vi.restoreAllMocks();
  });

  it('removes delivered records older than 30 days and keeps newer ones', async () => {
    withBackend();
    const now = Date.now();
    const old = await enqueue(db, 'contact', fields, { now: new Date(now - 40 * 86_400_000) });
    const recent = await enqueue(db, 'contact', fields, { now: new Date(now - 5 * 86_400_000) });
    await db.contacts.update(old.id, { status: 'delivered', deliveredAt: new Date(now - 31 * 86_400_000).toISOString() });
    await db.contacts.update(recent.id, { status: 'delivered', deliveredAt: new Date(now - 5 * 86_400_000).toISOString() });
    await startOutboxSync();
    expect((await db.contacts.toArray()).map((r) => r.id)).toEqual([recent.id]);
  });

  it('does nothing while rendering on the server', async () => {
    overrideBackendEnvironment({ config: BACKEND, serverRender: true });
    const seen = stubFetch(() => json(200, { success: true }));
    await enqueue(db, 'contact', fields);
    await startOutboxSync();
    requestSync();
    window.dispatchEvent(new Event('online'));
    await idle();
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses one database for the page', () => {
    resetOutboxSync();
    expect(pageOutbox()).toBe(pageOutbox());
    expect(pageOutbox().name).toBe('asc-outbox');
  });
});

describe('adoptKeptRecords', () => {
  it('takes over what a form kept in localStorage after the loop started, delivers it once and removes the key', async () => {
    const seen = withBackend();
    await startOutboxSync();
    const id = keepInStorage(localStorage, 'contact', fields);

    await adoptKeptRecords();
    await vi.waitFor(async () => expect(await statusOf(id)).toBe('delivered'));
    expect(localStorage.getItem(LEGACY_KEYS.contact)).toBeNull();

    await adoptKeptRecords();
    await idle();
    const sent = seen.filter((request) => request.method === 'POST' && request.url === CONTACT_URL).map((request) => request.body);
    expect(sent).toEqual([{ records: [{ ...fields, clientRecordId: id }] }]);
    expect(await db.contacts.count()).toBe(1);
  });

  it('starts the loop itself when it has not started, and keeps the record pending with no backend', async () => {
    withoutBackend();
    const id = keepInStorage(localStorage, 'newsletter', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', optedIn: true });
    await adoptKeptRecords();
    expect((await db.newsletter.get(id))?.status).toBe('pending');
    expect(localStorage.getItem(LEGACY_KEYS.newsletter)).toBeNull();
  });
});

describe('requestSync', () => {
  it('retries 30 s after a failure, again while the probe fails, and delivers once it answers', async () => {
    const seen = withBackend();
    answer = offline;
    await startOutboxSync();
    const record = await enqueue(db, 'contact', fields);
    requestSync();
    expect(vi.getTimerCount()).toBe(1);

    await vi.advanceTimersByTimeAsync(BACKGROUND_SYNC_DELAY_MS - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(seen.map((r) => r.method)).toEqual(['OPTIONS']));
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(await statusOf(record.id)).toBe('pending');

    answer = storedAnswer;
    await vi.advanceTimersByTimeAsync(BACKGROUND_SYNC_DELAY_MS);
    await vi.waitFor(async () => expect(await statusOf(record.id)).toBe('delivered'));
    expect(seen.map((r) => r.method)).toEqual(['OPTIONS', 'OPTIONS', 'POST']);
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(0));
  });

  it("on a first visit, where the form's record starts the loop, also waits 30 s rather than sending at once", async () => {
    const seen = withBackend();
    answer = offline;
    const record = await enqueue(db, 'contact', fields);
    requestSync();
    await idle();
    await vi.advanceTimersByTimeAsync(BACKGROUND_SYNC_DELAY_MS - 1);
    expect(seen).toEqual([]);
    answer = storedAnswer;
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await statusOf(record.id)).toBe('delivered'));
    expect(seen.map((r) => r.method)).toEqual(['OPTIONS', 'POST']);
  });

  it('asks the service worker for a Background Sync with the outbox tag', async () => {
    withBackend();
    const register = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ sync: { register } }) },
    });
    requestSync();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith(OUTBOX_SYNC_TAG));
    expect(OUTBOX_SYNC_TAG).toBe('asc-outbox-sync');
  });

  it('ignores a Background Sync registration that fails or is unsupported', async () => {
    withBackend();
    const register = vi.fn(async () => {
      throw new Error('NotAllowedError');
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ sync: { register } }) },
    });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    requestSync();
    await vi.waitFor(() => expect(register).toHaveBeenCalled());
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({}) } });
    requestSync();
    await idle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('pacing', () => {
  it('arms the retry for the Retry-After the server gave a form, not for 30 s', async () => {
    const seen = withBackend();
    answer = () => new Response(JSON.stringify({ success: false, message: 'Slow down' }), { status: 429, headers: { 'Retry-After': '5' } });
    await startOutboxSync();
    const record = await enqueue(db, 'contact', fields);
    await db.meta.put({ key: 'pacing', failures: 0, pausedUntil: new Date(Date.now() + 5_000).toISOString(), reason: 'throttled' });
    requestSync({ type: 'queued', reason: 'throttled', message: 'HTTP 429', retryAfterMs: 5_000 });
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    answer = storedAnswer;
    await db.meta.clear();
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(async () => expect(await statusOf(record.id)).toBe('delivered'));
    expect(seen.map((r) => r.method)).toEqual(['OPTIONS', 'POST']);
  });

  it('drains what waits as soon as a delivery succeeded', async () => {
    const seen = withBackend();
    await startOutboxSync();
    const waiting = await enqueue(db, 'contact', fields);
    drainAfterSuccess();
    await vi.waitFor(async () => expect(await statusOf(waiting.id)).toBe('delivered'));
    expect(seen.map((r) => r.method)).toEqual(['OPTIONS', 'POST']);
  });
});

describe('with no backend configured', () => {
  it('delivers nothing, keeps records pending and arms no timer, whatever triggers it', async () => {
    const seen = withoutBackend();
    const register = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve({ sync: { register } }) },
    });
    const record = await enqueue(db, 'contact', fields);
    await startOutboxSync();
    requestSync();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(10 * BACKGROUND_SYNC_DELAY_MS);
    expect(seen).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    expect(register).not.toHaveBeenCalled();
    expect(await statusOf(record.id)).toBe('pending');
  });
});
