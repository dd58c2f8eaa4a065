import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOutbox, type OutboxDb } from './database';
import { OUTBOX_DB_NAME } from './database-name';
import { isSynced } from './records';
import { applyOutcome, applyOutcomes, enqueue, OutboxWriteError, resend } from './store';
import { dropOutbox, freshOutbox } from '../../tests/support/outbox-test-support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NOW = new Date('2025-09-18T10:15:00.000Z');
const contact = { name: 'Jane Doe', email: 'jane@example.com', message: 'We need AEO help' };

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
});

afterEach(() => dropOutbox(db));

describe('the outbox database', () => {
  it('is called asc-outbox, has the three record tables with status and timestamp indexes, and the shared pacing', () => {
    const production = openOutbox();
    expect(production.name).toBe(OUTBOX_DB_NAME);
    expect(OUTBOX_DB_NAME).toBe('asc-outbox');
    expect(production.tables.map((table) => table.name).sort()).toEqual(['contacts', 'conversations', 'meta', 'newsletter']);
    for (const table of [production.contacts, production.newsletter, production.conversations]) {
      const indexes = table.schema.indexes.map((index) => index.name);
      expect(indexes).toEqual(expect.arrayContaining(['status', 'timestamp', '[status+timestamp]']));
    }
    expect(production.newsletter.schema.indexes.map((index) => index.name)).toContain('emailKey');
  });
});

describe('enqueue', () => {
  it('stores a contact as pending with a UUID, an ISO timestamp and no empty optional fields', async () => {
    const record = await enqueue(db, 'contact', { ...contact, company: 'Acme', phone: '', service: '  ' }, { now: NOW });
    expect(record).toEqual({
      id: expect.stringMatching(UUID),
      ...contact,
      company: 'Acme',
      timestamp: '2025-09-18T10:15:00.000Z',
      status: 'pending',
      attempts: 0,
    });
    expect(await db.contacts.get(record.id)).toEqual(record);
    expect(isSynced(record)).toBe(false);
  });

  it('keeps a chat handoff with the contact: the transcript, its origin and the chat session', async () => {
    const handoff = {
      transcript: [
        { from: 'visitor' as const, text: 'Is this urgent-friendly?', at: '2025-09-18T10:14:00.000Z' },
        { from: 'assistant' as const, text: 'Yes: send this conversation to our team.', at: '2025-09-18T10:14:02.000Z' },
      ],
      origin: { via: 'chat' as const, page: '/services' },
      chatSessionId: 'session_1758190440000_x1',
    };
    const record = await enqueue(db, 'contact', { ...contact, ...handoff }, { now: NOW });
    expect(record).toMatchObject(handoff);
    expect(await db.contacts.get(record.id)).toEqual(record);
  });

  it('keeps a newsletter email as typed and indexes it lower-cased', async () => {
    const record = await enqueue(db, 'newsletter', { firstName: 'Jane', lastName: 'Doe', email: 'Jane.Doe@Example.COM ', optedIn: true }, { now: NOW });
    expect(record).toMatchObject({ email: 'Jane.Doe@Example.COM ', emailKey: 'jane.doe@example.com', optedIn: true, status: 'pending' });
  });

  it('stores a chat turn under the id the caller chose, delivered when the backend already has it', async () => {
    const id = crypto.randomUUID();
    const turn = { sessionId: 'session_1', userMessage: 'What is AEO?', aiResponse: 'AEO is…', provider: 'gemini' };
    const record = await enqueue(db, 'conversation', turn, { id, now: NOW, delivered: true });
    expect(record).toEqual({ id, ...turn, timestamp: NOW.toISOString(), status: 'delivered', attempts: 1, deliveredAt: NOW.toISOString() });
    expect(isSynced(record)).toBe(true);
    await expect(enqueue(db, 'conversation', turn, { id })).rejects.toBeInstanceOf(OutboxWriteError);
  });

  it('gives every record its own id', async () => {
    const first = await enqueue(db, 'contact', contact);
    const second = await enqueue(db, 'contact', contact);
    expect(first.id).not.toBe(second.id);
  });

  it('throws OutboxWriteError when IndexedDB refuses the write or cannot be used', async () => {
    vi.spyOn(db.contacts, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(enqueue(db, 'contact', contact)).rejects.toThrow(/QuotaExceededError/);
    db.close({ disableAutoOpen: true });
    await expect(enqueue(db, 'contact', contact)).rejects.toBeInstanceOf(OutboxWriteError);
  });
});

describe('outcomes', () => {
  it('goes from pending to delivered, which is SPEC synced = true, and clears the last error', async () => {
    const record = await enqueue(db, 'contact', contact);
    await applyOutcome(db, 'contact', record.id, { type: 'queued', reason: 'server', message: 'HTTP 503' });
    await applyOutcome(db, 'contact', record.id, { type: 'delivered' }, new Date('2025-10-01T00:00:00Z'));
    const stored = await db.contacts.get(record.id);
    expect(stored).toMatchObject({ status: 'delivered', attempts: 2, deliveredAt: '2025-10-01T00:00:00.000Z' });
    expect(stored).not.toHaveProperty('lastError');
    expect(stored).not.toHaveProperty('lastErrorKind');
  });

  it('keeps a queued record pending with its reason, and a rejected one with the server message', async () => {
    const waiting = await enqueue(db, 'contact', contact);
    await applyOutcome(db, 'contact', waiting.id, { type: 'queued', reason: 'configuration', message: 'HTTP 401: Invalid JWT' });
    expect(await db.contacts.get(waiting.id)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 401: Invalid JWT', lastErrorKind: 'configuration' });
    const refused = await enqueue(db, 'contact', contact);
    await applyOutcome(db, 'contact', refused.id, { type: 'rejected', message: 'Please enter a valid email address.' });
    expect(await db.contacts.get(refused.id)).toMatchObject({ status: 'rejected', attempts: 1, lastError: 'Please enter a valid email address.' });
  });

  it('never moves a delivered record back', async () => {
    const record = await enqueue(db, 'contact', contact);
    await applyOutcome(db, 'contact', record.id, { type: 'delivered' });
    await expect(applyOutcome(db, 'contact', record.id, { type: 'rejected', message: 'late' })).resolves.toBe(false);
    await expect(applyOutcome(db, 'contact', record.id, { type: 'queued', reason: 'offline', message: 'late' })).resolves.toBe(false);
    await expect(applyOutcome(db, 'contact', record.id, { type: 'delivered' })).resolves.toBe(false);
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'delivered', attempts: 1 });
    await expect(applyOutcome(db, 'contact', 'missing', { type: 'delivered' })).resolves.toBe(false);
  });

  it('stores a whole batch of outcomes in one go', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => enqueue(db, 'contact', contact)));
    const changed = await applyOutcomes(db, 'contact', [
      { id: a.id, outcome: { type: 'delivered' } },
      { id: b.id, outcome: { type: 'rejected', message: 'Full name is required.' } },
      { id: c.id, outcome: { type: 'queued', reason: 'throttled', message: 'Over the rate limit', retryAfterMs: 5_000 } },
      { id: 'gone', outcome: { type: 'delivered' } },
    ]);
    expect(changed).toBe(3);
    expect((await db.contacts.bulkGet([a.id, b.id, c.id])).map((record) => record?.status)).toEqual(['delivered', 'rejected', 'pending']);
  });

  it('puts a refused record back in the queue when it is sent again', async () => {
    const record = await enqueue(db, 'contact', contact);
    await applyOutcome(db, 'contact', record.id, { type: 'rejected', message: 'Refused' });
    await expect(resend(db, 'contact', record.id)).resolves.toBe(true);
    expect(await db.contacts.get(record.id)).toMatchObject({ status: 'pending', lastError: 'Refused' });
    await expect(resend(db, 'contact', record.id)).resolves.toBe(false);
  });
});
