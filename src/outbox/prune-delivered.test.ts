import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueContact, enqueueConversation, enqueueNewsletter } from './enqueue';
import type { OutboxDb } from './outbox-db';
import { DELIVERED_RETENTION_DAYS, pruneDelivered } from './prune-delivered';
import { markDelivered, markRejected } from './record-transitions';
import { freshOutbox } from './test-support';

const NOW = new Date('2025-10-31T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);
const contact = { name: 'J', email: 'j@example.com', message: 'Hi' };

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
    const old = await enqueueContact(db, contact, { now: daysAgo(40) });
    await markDelivered(db, 'contact', old.id, daysAgo(31));
    const recent = await enqueueContact(db, contact, { now: daysAgo(40) });
    await markDelivered(db, 'contact', recent.id, daysAgo(29));
    const oldSignup = await enqueueNewsletter(db, { firstName: 'A', lastName: 'B', email: 'a@example.com', optedIn: true }, { now: daysAgo(60) });
    await markDelivered(db, 'newsletter', oldSignup.id, daysAgo(59));
    const stillPending = await enqueueConversation(db, { sessionId: 's', userMessage: 'Hi', aiResponse: 'Hello', provider: 'fallback' }, { now: daysAgo(90) });
    const refused = await enqueueContact(db, contact, { now: daysAgo(90) });
    await markRejected(db, 'contact', refused.id, 'Invalid');

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
    const record = await enqueueContact(db, contact, { now: daysAgo(3) });
    await markDelivered(db, 'contact', record.id, daysAgo(2));
    await expect(pruneDelivered(db, NOW, 7)).resolves.toBe(0);
    await expect(pruneDelivered(db, NOW, 1)).resolves.toBe(1);
  });
});
