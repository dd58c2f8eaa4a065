// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxDb } from '../database';
import { enqueue } from '../store';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { overrideBackendEnvironment } from './backend-config';
import { json, stubFetch, type SeenRequest } from '../../../tests/support/fake-fetch';
import { resetOutboxSync, startOutboxSync } from './outbox-sync';

const DAY = 24 * 60 * 60_000;
const REAL = Date.parse('2026-11-27T10:00:00Z');
const fields = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'We need AI visibility.' };

let db: OutboxDb;
let broken: 500 | 429 | undefined;

// The function's answers: 204 to the probe; the failure while broken; else a verdict per record sent.
function backend(request: SeenRequest): Response {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
  if (broken === 429) return new Response(JSON.stringify({ success: false, message: 'Slow down' }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '300' } });
  if (broken === 500) return json(500, { success: false, message: 'Internal error' });
  const records = (request.body as { records: Array<{ clientRecordId: string }> }).records;
  return json(200, { success: true, results: records.map(({ clientRecordId }, index) => ({ index, clientRecordId, status: 'stored' })) });
}

const posts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'POST').length;
const statusOf = async (id: string) => (await db.contacts.get(id))?.status;

beforeEach(() => {
  // fake-indexeddb schedules with setImmediate, which must stay real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  db = freshOutbox();
  resetOutboxSync({ db });
  overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon-key' }, serverRender: false });
});

afterEach(async () => {
  resetOutboxSync();
  overrideBackendEnvironment({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await db.delete();
});

describe("the page's loop across a clock that was 2 days ahead when a send failed", () => {
  for (const status of [500, 429] as const) {
    it(`after a ${status} and the clock's correction, delivers within a minute without Sync now or a new send`, async () => {
      const seen = stubFetch(backend);
      broken = status;
      vi.setSystemTime(REAL + 2 * DAY);
      const record = await enqueue(db, 'contact', fields);
      await startOutboxSync();
      expect(posts(seen)).toBe(1);
      expect(await statusOf(record.id)).toBe('pending');

      // The clock is corrected and the backend recovers; the visitor browses on: a new page starts its loop.
      vi.setSystemTime(REAL);
      broken = undefined;
      resetOutboxSync({ db });
      await startOutboxSync();
      await vi.advanceTimersByTimeAsync(60_000);
      await vi.waitFor(async () => expect(await statusOf(record.id)).toBe('delivered'));
      expect(posts(seen)).toBe(2);
    });
  }

  it('on a page left open, the retry already armed delivers within the back-off once the clock is corrected', async () => {
    stubFetch(backend);
    broken = 500;
    vi.setSystemTime(REAL + 2 * DAY);
    const record = await enqueue(db, 'contact', fields);
    await startOutboxSync();
    vi.setSystemTime(REAL);
    broken = undefined;
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(async () => expect(await statusOf(record.id)).toBe('delivered'));
  });
});
