import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueue } from '../src/outbox/store';
import { freshOutbox } from '../tests/support/outbox-test-support';
import { createOutboxReplay, OutboxSyncRetry, replayOnSync } from './outbox-sync';

const DAY = 24 * 60 * 60_000;
const REAL = Date.parse('2026-11-27T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe("the worker's replay across a clock change", () => {
  it('a 500 taken with the clock 2 days ahead: once corrected, the next sync delivers', async () => {
    // Only Date: fake-indexeddb and the transport's time-outs keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = freshOutbox();
    const record = await enqueue(db, 'contact', { name: 'Jane Doe', email: 'jane@example.com', message: 'Booth lead' });
    let broken = true;
    const replay = createOutboxReplay({ url: 'https://backend.test', anonKey: 'anon-key' }, () => db, async (_url, init) => {
      if (init?.method === 'OPTIONS') return new Response(null, { status: 204 });
      if (broken) return Response.json({ success: false, message: 'Internal error' }, { status: 500 });
      return Response.json({ success: true, results: [{ index: 0, clientRecordId: record.id, status: 'stored' }] });
    })!;

    vi.setSystemTime(REAL + 2 * DAY);
    await expect(replayOnSync(replay)).rejects.toBeInstanceOf(OutboxSyncRetry);
    broken = false;
    vi.setSystemTime(REAL);
    await expect(replayOnSync(replay)).resolves.toMatchObject({ delivered: 1, next: { type: 'idle' } });
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'delivered' });
    await db.delete();
  });
});
