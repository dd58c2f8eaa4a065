import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxDb } from './database';
import { DELIVERED_RETENTION_DAYS, findNewsletterByEmail, pendingCount, pendingRecords, pruneDelivered, untoldRejections } from './queries';
import { applyOutcome, enqueue, markVisitorTold } from './store';
import { freshOutbox } from '../../tests/support/outbox-test-support';

const NOW = new Date('2025-10-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const contact = { name: 'J', email: 'j@example.com', message: 'Hi' };
const markDelivered = (kind: 'contact' | 'newsletter', id: string, now: Date) => applyOutcome(db, kind, id, { type: 'delivered' }, now);
const markRejected = (kind: 'contact' | 'newsletter', id: string, message: string) => applyOutcome(db, kind, id, { type: 'rejected', message });

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
});

afterEach(async () => {
  await db.delete();
});

describe('pruneDelivered', () => {
  it('removes records delivered more than 30 days ago and keeps everything else', async () => {
    expect(DELIVERED_RETENTION_DAYS).toBe(30);
    const old = await enqueue(db, 'contact', contact, { now: daysAgo(40) });
    await markDelivered('contact', old.id, daysAgo(31));
    const recent = await enqueue(db, 'contact', contact, { now: daysAgo(40) });
    await markDelivered('contact', recent.id, daysAgo(29));
    const oldSignup = await enqueue(db, 'newsletter', { firstName: 'A', lastName: 'B', email: 'a@example.com', optedIn: true }, { now: daysAgo(60) });
    await markDelivered('newsletter', oldSignup.id, daysAgo(59));
    const stillPending = await enqueue(db, 'conversation', { sessionId: 's', userMessage: 'Hi', aiResponse: 'Hello', provider: 'fallback' }, { now: daysAgo(90) });
    const refused = await enqueue(db, 'contact', contact, { now: daysAgo(90) });
    await markRejected('contact', refused.id, 'Invalid');

    await expect(pruneDelivered(db, NOW)).resolves.toBe(2);
    expect((await db.contacts.toArray()).map((record) => record.id).sort()).toEqual([recent.id, refused.id].sort());
    expect(await db.newsletter.count()).toBe(0);
    expect(await db.conversations.get(stillPending.id)).toBeDefined();
  });

  it('uses the timestamp when a delivered record has no delivery time (migrated ones)', async () => {
    await db.contacts.add({ ...contact, id: crypto.randomUUID(), timestamp: daysAgo(31).toISOString(), status: 'delivered', attempts: 0 });
    await db.contacts.add({ ...contact, id: crypto.randomUUID(), timestamp: daysAgo(2).toISOString(), status: 'delivered', attempts: 0 });
    await expect(pruneDelivered(db, NOW)).resolves.toBe(1);
    expect(await db.contacts.count()).toBe(1);
  });

  it('accepts another retention period', async () => {
    const record = await enqueue(db, 'contact', contact, { now: daysAgo(3) });
    await markDelivered('contact', record.id, daysAgo(2));
    await expect(pruneDelivered(db, NOW, 7)).resolves.toBe(0);
    await expect(pruneDelivered(db, NOW, 1)).resolves.toBe(1);
  });
});

describe('reading the outbox', () => {
  it('lists pending records of every kind oldest first and counts them', async () => {
    const second = await enqueue(db, 'newsletter', { firstName: 'A', lastName: 'B', email: 'a@example.com', optedIn: true }, { now: daysAgo(1) });
    const first = await enqueue(db, 'contact', contact, { now: daysAgo(2) });
    const third = await enqueue(db, 'conversation', { sessionId: 's', userMessage: 'Hi', aiResponse: 'Hello', provider: 'fallback' }, { now: daysAgo(0) });
    const delivered = await enqueue(db, 'contact', contact, { now: daysAgo(3), delivered: true });
    expect((await pendingRecords(db)).map(({ kind, record }) => [kind, record.id])).toEqual([
      ['contact', first.id],
      ['newsletter', second.id],
      ['conversation', third.id],
    ]);
    expect(await pendingCount(db)).toBe(3);
    expect(delivered.status).toBe('delivered');
  });

  it('finds a stored signup whatever the case and spaces of the email, but not one the server refused', async () => {
    const signup = { firstName: 'Jane', lastName: 'Doe', optedIn: true };
    const stored = await enqueue(db, 'newsletter', { ...signup, email: 'jane@example.com' });
    expect(await findNewsletterByEmail(db, 'JANE@Example.com')).toEqual(stored);
    expect(await findNewsletterByEmail(db, '  jane@example.com ')).toEqual(stored);
    expect(await findNewsletterByEmail(db, 'john@example.com')).toBeUndefined();
    await markRejected('newsletter', stored.id, 'Please enter a valid email address.');
    expect(await findNewsletterByEmail(db, 'jane@example.com')).toBeUndefined();
  });

  it('lists refused records the visitor has not been told about, once', async () => {
    const refused = await enqueue(db, 'contact', contact);
    const other = await enqueue(db, 'newsletter', { firstName: 'A', lastName: 'B', email: 'a@example', optedIn: true });
    await markRejected('contact', refused.id, 'Please enter a valid email address.');
    await markRejected('newsletter', other.id, 'Please enter a valid email address.');
    expect((await untoldRejections(db)).map(({ record }) => record.id)).toEqual([refused.id, other.id]);
    await markVisitorTold(db, [{ kind: 'contact', id: refused.id }]);
    expect((await untoldRejections(db)).map(({ record }) => record.id)).toEqual([other.id]);
  });
});
