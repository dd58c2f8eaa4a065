import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classifyResponse } from './classify-response';
import { deliverNow } from './deliver-now';
import { enqueueContact, enqueueConversation, enqueueNewsletter } from './enqueue';
import type { OutboxDb } from './outbox-db';
import { isSynced } from './record-types';
import { markDelivered, markRejected, recordFailure } from './record-transitions';
import { freshOutbox, recordingTransport } from './test-support';

const contactFields = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need AEO help' };

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
});

afterEach(async () => {
  await db.delete();
});

describe('delivery state', () => {
  it('is written before the network is called', async () => {
    let seenByTransport: unknown;
    const { transport } = recordingTransport(async ({ clientRecordId }) => {
      seenByTransport = await db.contacts.get(clientRecordId);
      return { type: 'delivered' };
    });
    const record = await enqueueContact(db, contactFields);
    await deliverNow(db, 'contact', record.id, transport);
    expect(seenByTransport).toEqual(record);
  });

  it('goes from pending to delivered, which is SPEC synced = true', async () => {
    const record = await enqueueContact(db, contactFields);
    const { transport, calls } = recordingTransport();
    await expect(deliverNow(db, 'contact', record.id, transport)).resolves.toEqual({ type: 'delivered' });
    const stored = await db.contacts.get(record.id);
    expect(stored).toMatchObject({ status: 'delivered', attempts: 1, deliveredAt: expect.any(String) });
    expect(isSynced(stored!)).toBe(true);
    expect(calls).toEqual([{ kind: 'contact', clientRecordId: record.id }]);
  });

  it('goes from pending to rejected with the server message on a 4xx, and is not retried', async () => {
    const record = await enqueueNewsletter(db, { firstName: 'J', lastName: 'D', email: 'bad@', optedIn: true });
    const { transport, calls } = recordingTransport(() => classifyResponse(400, { success: false, message: 'Please enter a valid email address.' }));
    await deliverNow(db, 'newsletter', record.id, transport);
    expect(await db.newsletter.get(record.id)).toMatchObject({
      status: 'rejected',
      attempts: 1,
      lastError: 'Please enter a valid email address.',
    });
    await expect(deliverNow(db, 'newsletter', record.id, transport)).resolves.toEqual({ type: 'skipped', status: 'rejected' });
    expect(calls).toHaveLength(1);
  });

  it('counts failed attempts and stays pending', async () => {
    const record = await enqueueConversation(db, { sessionId: 's1', userMessage: 'Hi', aiResponse: 'Hello', provider: 'fallback' });
    const { transport } = recordingTransport(() => classifyResponse(503, null));
    await deliverNow(db, 'conversation', record.id, transport);
    await deliverNow(db, 'conversation', record.id, transport);
    expect(await db.conversations.get(record.id)).toMatchObject({ status: 'pending', attempts: 2, lastError: 'HTTP 503' });
  });

  it('counts a transport that throws as a failed attempt', async () => {
    const record = await enqueueContact(db, contactFields);
    const { transport } = recordingTransport(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(deliverNow(db, 'contact', record.id, transport)).resolves.toEqual({ type: 'failed', message: 'Failed to fetch' });
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Failed to fetch' });
  });

  it('clears the last error once delivered', async () => {
    const record = await enqueueContact(db, contactFields);
    await recordFailure(db, 'contact', record.id, 'Timed out');
    await markDelivered(db, 'contact', record.id, new Date('2025-10-01T00:00:00Z'));
    const stored = await db.contacts.get(record.id);
    expect(stored).toMatchObject({ status: 'delivered', attempts: 2, deliveredAt: '2025-10-01T00:00:00.000Z' });
    expect(stored).not.toHaveProperty('lastError');
  });

  it('never moves a delivered record back', async () => {
    const record = await enqueueContact(db, contactFields);
    await markDelivered(db, 'contact', record.id);
    await expect(markRejected(db, 'contact', record.id, 'late refusal')).resolves.toBe(false);
    await expect(recordFailure(db, 'contact', record.id, 'late failure')).resolves.toBe(false);
    await expect(markDelivered(db, 'contact', record.id)).resolves.toBe(false);
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('reports a missing record instead of sending anything', async () => {
    const { transport, calls } = recordingTransport();
    await expect(deliverNow(db, 'contact', crypto.randomUUID(), transport)).resolves.toEqual({ type: 'skipped', status: 'missing' });
    await expect(markDelivered(db, 'contact', 'nope')).resolves.toBe(false);
    expect(calls).toHaveLength(0);
  });
});
