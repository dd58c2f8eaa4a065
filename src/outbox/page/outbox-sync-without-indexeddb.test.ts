// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKGROUND_SYNC_DELAY_MS } from '../../lib/spec-constants';
import { keepInStorage, LEGACY_KEYS } from '../kept-in-storage';
import { outboxWithoutIndexedDb } from '../../../tests/support/blocked-outbox';
import { type FetchAnswer, json, type SeenRequest, stubFetch } from '../../../tests/support/fake-fetch';
import { overrideBackendEnvironment } from './backend-config';
import { adoptKeptRecords, resetOutboxSync, startOutboxSync } from './outbox-sync';

const BACKEND = { url: 'https://backend.test', anonKey: 'anon-key' };
const CONTACT_URL = 'https://backend.test/functions/v1/contact-form';
const NEWSLETTER_URL = 'https://backend.test/functions/v1/newsletter-signup';
const fields = { name: 'Pia Private', email: 'pia@example.com', message: 'Sent from a window that keeps no IndexedDB.' };
const signup = { firstName: 'Pia', lastName: 'Private', email: 'pia@example.com', optedIn: true };

// The function's answer when it stores a batch: a verdict per record, naming its clientRecordId.
function stored(request: SeenRequest): Response {
  const records = (request.body as { records?: Array<{ clientRecordId: string }> } | undefined)?.records ?? [];
  return json(200, { success: true, results: records.map(({ clientRecordId }, index) => ({ index, clientRecordId, status: 'stored' })) });
}

let answer: (request: SeenRequest) => FetchAnswer;

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST').map((request) => [request.url, request.body]);
/** Lets promise work run for a while. */
const idle = async () => {
  for (let tick = 0; tick < 25; tick++) await new Promise((resolve) => setImmediate(resolve));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  resetOutboxSync({ db: outboxWithoutIndexedDb() });
  localStorage.clear();
  overrideBackendEnvironment({ config: BACKEND, serverRender: false });
  answer = stored;
});

afterEach(() => {
  resetOutboxSync();
  overrideBackendEnvironment({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the page loop where IndexedDB never opens (storage blocked, some private modes)', () => {
  it('delivers what a form kept in localStorage straight from there, after the probe, exactly once, then removes it', async () => {
    const seen = stubFetch((request) => answer(request));
    answer = () => new TypeError('Failed to fetch');
    const id = keepInStorage(localStorage, 'contact', fields);

    await startOutboxSync();
    expect(seen.map((request) => request.method)).toEqual(['OPTIONS']);
    expect(localStorage.getItem(LEGACY_KEYS.contact)).toContain(id);

    answer = stored;
    await vi.advanceTimersByTimeAsync(BACKGROUND_SYNC_DELAY_MS);
    await vi.waitFor(() => expect(localStorage.getItem(LEGACY_KEYS.contact)).toBeNull());
    expect(posts(seen)).toEqual([[CONTACT_URL, { records: [{ ...fields, clientRecordId: id }] }]]);

    // Coming back online again finds nothing left to send.
    window.dispatchEvent(new Event('online'));
    await idle();
    expect(posts(seen)).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('delivers what a form kept after the loop started, when asked to adopt it', async () => {
    const seen = stubFetch((request) => answer(request));
    await startOutboxSync();
    const id = keepInStorage(localStorage, 'newsletter', signup);

    await adoptKeptRecords();
    await vi.waitFor(() => expect(localStorage.getItem(LEGACY_KEYS.newsletter)).toBeNull());
    expect(posts(seen)).toEqual([[NEWSLETTER_URL, { records: [{ ...signup, clientRecordId: id }] }]]);
  });
});
