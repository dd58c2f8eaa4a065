import { afterEach, describe, expect, it } from 'vitest';
import { BACKGROUND_SYNC_DELAY_MS } from '../lib/spec-constants';
import { deliverKeptRecords } from './deliver-kept';
import { LEGACY_KEYS } from './kept-in-storage';
import { keepWithId } from './kept-records';
import { migrateLegacyStorage } from './adopt-kept';
import type { Outcome } from './records';
import { dropOutbox, fakeTransport, freshOutbox, memoryStorage } from '../../tests/support/outbox-test-support';

const NOW = new Date('2026-11-27T08:00:00.000Z');
const MESSAGE = { name: 'Pia Private', email: 'pia@example.com', company: '', message: 'Sent from a private window.' };
const SIGNUP = { firstName: 'Pia', lastName: 'Private', email: 'pia@example.com', optedIn: true };
const CONTACT_ID = '0d6f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
const SIGNUP_ID = '1e7a2d3f-4c5b-4d6e-9f70-8b9c0d1e2f3a';

function keptBoth() {
  const storage = memoryStorage();
  keepWithId(storage, 'contact', MESSAGE, CONTACT_ID, NOW);
  keepWithId(storage, 'newsletter', SIGNUP, SIGNUP_ID, NOW);
  return storage;
}

describe('deliverKeptRecords', () => {
  it('probes, delivers each kept record once by its id, and empties the lists: a second round sends nothing', async () => {
    const storage = keptBoth();
    const { transport, calls } = fakeTransport();

    expect(await deliverKeptRecords(storage, transport, { now: NOW })).toEqual({ delivered: 2, rejected: 0, queued: 0, next: { type: 'idle' } });
    expect(calls).toEqual([{ type: 'probe' }, { type: 'batch', kind: 'contact', ids: [CONTACT_ID] }, { type: 'batch', kind: 'newsletter', ids: [SIGNUP_ID] }]);
    expect([...storage.items.keys()]).toEqual([]);

    await deliverKeptRecords(storage, transport, { now: NOW });
    expect(calls).toHaveLength(3);
  });

  it('keeps everything and comes back after SPEC\'s 30 s when the probe finds no backend', async () => {
    const storage = keptBoth();
    const before = new Map(storage.items);
    const { transport, calls } = fakeTransport({ probe: () => false });

    expect((await deliverKeptRecords(storage, transport, { now: NOW })).next).toEqual({ type: 'retry', delayMs: BACKGROUND_SYNC_DELAY_MS, reason: 'offline' });
    expect(calls).toEqual([{ type: 'probe' }]);
    expect(storage.items).toEqual(before);
  });

  it('stops at a record the server could not take now, keeping it and what follows, and honours its Retry-After', async () => {
    const storage = keptBoth();
    const busy: Outcome = { type: 'queued', reason: 'server', message: 'HTTP 503', retryAfterMs: 7_000 };
    const { transport, calls } = fakeTransport({ batch: () => ({ type: 'whole', outcome: busy }) });

    expect(await deliverKeptRecords(storage, transport, { now: NOW })).toEqual({ delivered: 0, rejected: 0, queued: 1, next: { type: 'retry', delayMs: 7_000, reason: 'server' } });
    expect(calls.map((call) => call.type)).toEqual(['probe', 'batch']);
    expect(JSON.parse(storage.items.get(LEGACY_KEYS.contact)!)).toEqual([{ ...MESSAGE, id: CONTACT_ID, timestamp: NOW.toISOString(), synced: false }]);
    expect(storage.items.has(LEGACY_KEYS.newsletter)).toBe(true);
  });

  describe('a record the server refuses for good', () => {
    let db: ReturnType<typeof freshOutbox> | undefined;
    afterEach(async () => {
      if (db !== undefined) await dropOutbox(db);
    });

    it('is marked with the reason, never sent again, and adopted as refused should the outbox open later', async () => {
      const storage = keptBoth();
      const { transport, calls } = fakeTransport({
        batch: (kind, records) => ({
          type: 'per-record',
          outcomes: records.map((): Outcome => (kind === 'contact' ? { type: 'rejected', message: 'Message too short' } : { type: 'delivered' })),
        }),
      });

      expect(await deliverKeptRecords(storage, transport, { now: NOW })).toMatchObject({ delivered: 1, rejected: 1, queued: 0 });
      expect(storage.items.has(LEGACY_KEYS.newsletter)).toBe(false);
      await deliverKeptRecords(storage, transport, { now: NOW });
      expect(calls.filter((call) => call.type === 'batch')).toHaveLength(2);

      db = freshOutbox();
      expect(await migrateLegacyStorage(db, storage, NOW)).toEqual({ ok: true, imported: 1, skipped: 0 });
      expect(await db.contacts.get(CONTACT_ID)).toMatchObject({ status: 'rejected', lastError: 'Message too short', name: MESSAGE.name });
    });
  });
});
