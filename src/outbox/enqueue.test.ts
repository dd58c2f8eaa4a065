import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueContact, enqueueConversation, enqueueNewsletter } from './enqueue';
import { findNewsletterByEmail } from './find-newsletter';
import { openOutbox, OUTBOX_DB_NAME, type OutboxDb } from './outbox-db';
import { OutboxWriteError } from './outbox-write-error';
import { isSynced } from './record-types';
import { markRejected } from './record-transitions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOW = new Date('2025-09-18T10:15:00.000Z');

let db: OutboxDb;

beforeEach(() => {
  db = openOutbox(`test-${crypto.randomUUID()}`);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('the outbox database', () => {
  it('is called asc-outbox and has the three tables with status and timestamp indexes', () => {
    const production = openOutbox();
    expect(production.name).toBe(OUTBOX_DB_NAME);
    expect(OUTBOX_DB_NAME).toBe('asc-outbox');
    expect(production.tables.map((table) => table.name).sort()).toEqual(['contacts', 'conversations', 'newsletter']);
    for (const table of production.tables) {
      const indexes = table.schema.indexes.map((index) => index.name);
      expect(indexes).toEqual(expect.arrayContaining(['status', 'timestamp', '[status+timestamp]']));
    }
    expect(production.newsletter.schema.indexes.map((index) => index.name)).toContain('emailKey');
  });
});

describe('enqueueContact', () => {
  it('stores a pending record with a UUID, ISO timestamp and no empty optional fields', async () => {
    const record = await enqueueContact(
      db,
      { name: 'Jane Doe', email: 'jane@example.com', company: 'Acme', phone: '', service: '  ', message: 'Hello' },
      { now: NOW },
    );
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Jane Doe',
      email: 'jane@example.com',
      company: 'Acme',
      message: 'Hello',
      timestamp: '2025-09-18T10:15:00.000Z',
      status: 'pending',
      attempts: 0,
    });
    expect(record).not.toHaveProperty('phone');
    expect(record).not.toHaveProperty('service');
    expect(await db.contacts.get(record.id)).toEqual(record);
    expect(isSynced(record)).toBe(false);
  });

  it('gives every record its own id', async () => {
    const fields = { name: 'A', email: 'a@example.com', message: 'Hi' };
    const first = await enqueueContact(db, fields);
    const second = await enqueueContact(db, fields);
    expect(first.id).not.toBe(second.id);
    expect(await db.contacts.count()).toBe(2);
  });

  it('throws OutboxWriteError when IndexedDB refuses the write', async () => {
    vi.spyOn(db.contacts, 'add').mockRejectedValue(new Error('QuotaExceededError'));
    const attempt = enqueueContact(db, { name: 'A', email: 'a@example.com', message: 'Hi' });
    await expect(attempt).rejects.toBeInstanceOf(OutboxWriteError);
    await expect(attempt).rejects.toThrow(/QuotaExceededError/);
  });

  it('throws OutboxWriteError when the database cannot be used at all', async () => {
    db.close({ disableAutoOpen: true });
    await expect(enqueueContact(db, { name: 'A', email: 'a@example.com', message: 'Hi' })).rejects.toBeInstanceOf(
      OutboxWriteError,
    );
  });
});

describe('enqueueNewsletter', () => {
  it('keeps the email as typed and indexes it lower-cased', async () => {
    const record = await enqueueNewsletter(
      db,
      { firstName: 'Jane', lastName: 'Doe', email: 'Jane.Doe@Example.COM ', optedIn: true },
      { now: NOW },
    );
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'Jane.Doe@Example.COM ',
      emailKey: 'jane.doe@example.com',
      optedIn: true,
      timestamp: NOW.toISOString(),
      status: 'pending',
      attempts: 0,
    });
    expect(await db.newsletter.get(record.id)).toEqual(record);
  });
});

describe('enqueueConversation', () => {
  it('stores the turn and the reply shown', async () => {
    const record = await enqueueConversation(
      db,
      { sessionId: 'session_1', userMessage: 'What is AEO?', aiResponse: 'AEO is…', provider: 'fallback' },
      { now: NOW },
    );
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      sessionId: 'session_1',
      userMessage: 'What is AEO?',
      aiResponse: 'AEO is…',
      provider: 'fallback',
      timestamp: NOW.toISOString(),
      status: 'pending',
      attempts: 0,
    });
    expect(await db.conversations.get(record.id)).toEqual(record);
  });
});

describe('findNewsletterByEmail', () => {
  const signup = { firstName: 'Jane', lastName: 'Doe', optedIn: true };

  it('finds a stored signup whatever the case and surrounding spaces of the email', async () => {
    const stored = await enqueueNewsletter(db, { ...signup, email: 'jane@example.com' });
    expect(await findNewsletterByEmail(db, 'JANE@Example.com')).toEqual(stored);
    expect(await findNewsletterByEmail(db, '  jane@example.com ')).toEqual(stored);
    expect(await findNewsletterByEmail(db, 'john@example.com')).toBeUndefined();
  });

  it('does not count a signup the server refused', async () => {
    const refused = await enqueueNewsletter(db, { ...signup, email: 'jane@example.com' });
    await markRejected(db, 'newsletter', refused.id, 'Please enter a valid email address.');
    expect(await findNewsletterByEmail(db, 'jane@example.com')).toBeUndefined();
  });
});
