import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxDb } from '../../outbox/database';
import { applyOutcome } from '../../outbox/store';
import { enqueueContact, enqueueConversation, enqueueNewsletter, freshOutbox, markDelivered, markRejected } from '../../../tests/support/outbox-test-support';
import { loadOutboxSnapshot } from './outbox-snapshot';


let db: OutboxDb;
const at = (minute: number) => new Date(Date.UTC(2025, 9, 31, 12, minute));

beforeEach(() => {
  db = freshOutbox();
});

afterEach(async () => {
  await db.delete();
});

describe('loadOutboxSnapshot', () => {
  it('is all zeros and empty lists for an empty outbox', async () => {
    const snapshot = await loadOutboxSnapshot(db);
    expect(snapshot.counts).toEqual({
      contact: { pending: 0, delivered: 0, rejected: 0 },
      newsletter: { pending: 0, delivered: 0, rejected: 0 },
      conversation: { pending: 0, delivered: 0, rejected: 0 },
    });
    expect(snapshot.newestFirst).toEqual([]);
    expect(snapshot.undelivered).toEqual([]);
    expect(snapshot.configurationError).toBeUndefined();
  });

  it('counts each kind by status, lists every record newest first and the pending ones oldest first', async () => {
    const c1 = await enqueueContact(db, { name: 'A', email: 'a@example.com', message: 'one' }, { now: at(1) });
    const c2 = await enqueueContact(db, { name: 'B', email: 'b@example.com', message: 'two' }, { now: at(5) });
    const c3 = await enqueueContact(db, { name: 'C', email: 'c@example.com', message: 'three' }, { now: at(3) });
    const n1 = await enqueueNewsletter(db, { firstName: 'N', lastName: 'L', email: 'n@example.com', optedIn: true }, { now: at(2) });
    const t1 = await enqueueConversation(db, { sessionId: 's', userMessage: 'hi', aiResponse: 'hello', provider: 'fallback' }, { now: at(4) });
    await markDelivered(db, 'contact', c2.id, at(6));
    await markRejected(db, 'contact', c3.id, 'Invalid email');

    const snapshot = await loadOutboxSnapshot(db);
    expect(snapshot.counts).toEqual({
      contact: { pending: 1, delivered: 1, rejected: 1 },
      newsletter: { pending: 1, delivered: 0, rejected: 0 },
      conversation: { pending: 1, delivered: 0, rejected: 0 },
    });
    expect(snapshot.newestFirst.map((e) => e.record.id)).toEqual([c2.id, t1.id, c3.id, n1.id, c1.id]);
    expect(snapshot.undelivered.map((e) => e.record.id)).toEqual([c1.id, n1.id, c3.id, t1.id]);
    expect(snapshot.undelivered.map((e) => e.kind)).toEqual(['contact', 'newsletter', 'contact', 'conversation']);
  });

  it('names the configuration error of a waiting record, and forgets it once delivered', async () => {
    const record = await enqueueContact(db, { name: 'A', email: 'a@example.com', message: 'one' });
    await applyOutcome(db, 'contact', record.id, { type: 'queued', reason: 'configuration', message: 'HTTP 401: Invalid JWT' });
    expect((await loadOutboxSnapshot(db)).configurationError).toBe('HTTP 401: Invalid JWT');
    await markDelivered(db, 'contact', record.id);
    expect((await loadOutboxSnapshot(db)).configurationError).toBeUndefined();
  });
});
