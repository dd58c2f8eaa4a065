import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxDb } from './database';
import { keepInStorage, LEGACY_KEYS, type KeptStorage } from './kept-in-storage';
import { migrateLegacyStorage } from './adopt-kept';
import { LEGACY_NO_CONSENT_MESSAGE } from './kept-records';
import { isUuid } from '../lib/uuid-from-text';
import { OutboxWriteError } from './store';
import { dropOutbox, freshOutbox, memoryStorage } from '../../tests/support/outbox-test-support';

const NOW = new Date('2025-10-01T00:00:00.000Z');
const CONTACT_UUID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

const legacy = {
  [LEGACY_KEYS.contact]: JSON.stringify([
    { id: CONTACT_UUID, name: 'Jane Doe', email: 'jane@example.com', company: 'Acme', phone: '', service: 'technical-seo', message: 'Hello', timestamp: '2024-05-01T09:30:00.000Z', synced: true },
    { id: '1714555800000', name: 'John Roe', email: 'john@example.com', company: '', phone: '555 0100', service: '', message: 'Call me', timestamp: '2024-05-02T10:00:00.000Z', synced: false },
  ]),
  [LEGACY_KEYS.newsletter]: JSON.stringify([
    { id: 'n1', firstName: 'Ann', lastName: 'Lee', email: 'Ann@Example.com', optedIn: true, timestamp: '2024-05-03T08:00:00.000Z', synced: false },
  ]),
  [LEGACY_KEYS.conversation]: JSON.stringify([
    { id: 'c1', sessionId: 'session_9', userMessage: 'Pricing?', aiResponse: 'Call us', timestamp: '2024-05-04T12:00:00.000Z', synced: false },
  ]),
};

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
});

afterEach(() => dropOutbox(db));

describe('migrateLegacyStorage', () => {
  it('uses the older site keys', () => {
    expect(LEGACY_KEYS).toEqual({ contact: 'asc_contacts', newsletter: 'asc_newsletter', conversation: 'asc_conversations' });
  });

  it('moves every record into IndexedDB with its status, id and timestamp, then removes the keys', async () => {
    const storage = memoryStorage(legacy);
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toEqual({ ok: true, imported: 4, skipped: 0 });

    expect(await db.contacts.get(CONTACT_UUID)).toEqual({
      id: CONTACT_UUID,
      name: 'Jane Doe',
      email: 'jane@example.com',
      company: 'Acme',
      service: 'technical-seo',
      message: 'Hello',
      timestamp: '2024-05-01T09:30:00.000Z',
      status: 'delivered',
      attempts: 0,
    });
    const [john] = await db.contacts.filter((record) => record.email === 'john@example.com').toArray();
    expect(john).toEqual({
      id: expect.any(String),
      name: 'John Roe',
      email: 'john@example.com',
      phone: '555 0100',
      message: 'Call me',
      timestamp: '2024-05-02T10:00:00.000Z',
      status: 'pending',
      attempts: 0,
    });
    expect(isUuid(john.id)).toBe(true);

    expect(await db.newsletter.toArray()).toEqual([
      expect.objectContaining({ firstName: 'Ann', email: 'Ann@Example.com', emailKey: 'ann@example.com', optedIn: true, status: 'pending', timestamp: '2024-05-03T08:00:00.000Z' }),
    ]);
    expect(await db.conversations.toArray()).toEqual([
      expect.objectContaining({ sessionId: 'session_9', userMessage: 'Pricing?', aiResponse: 'Call us', provider: 'fallback', status: 'pending' }),
    ]);
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('keeps the conversation of a chat handoff a form kept in localStorage', async () => {
    const handoff = {
      transcript: [{ from: 'visitor', text: 'Please call me', at: '2024-05-02T10:00:00.000Z' }],
      origin: { via: 'chat', page: '/about' },
      chatSessionId: 'session_9',
    };
    const storage = memoryStorage({ [LEGACY_KEYS.contact]: JSON.stringify([{ id: CONTACT_UUID, name: 'Jane', email: 'jane@example.com', message: 'Hi', synced: false, ...handoff }]) });
    await migrateLegacyStorage(db, storage, NOW);
    expect(await db.contacts.get(CONTACT_UUID)).toMatchObject({ ...handoff, status: 'pending' });
  });

  it('creates no duplicates when run twice', async () => {
    const storage = memoryStorage(legacy);
    await migrateLegacyStorage(db, storage, NOW);
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toEqual({ ok: true, imported: 0, skipped: 0 });
    expect(await db.contacts.count()).toBe(2);
  });

  it('creates no duplicates even when the keys could not be removed', async () => {
    const storage = memoryStorage(legacy);
    storage.removeItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toMatchObject({ ok: true, imported: 4 });
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toMatchObject({ ok: true, imported: 0 });
    expect([await db.contacts.count(), await db.newsletter.count(), await db.conversations.count()]).toEqual([2, 1, 1]);
  });

  it('leaves a list a form extended during the migration for the next one, which imports only the new entry', async () => {
    const storage = memoryStorage({ [LEGACY_KEYS.contact]: legacy[LEGACY_KEYS.contact] });
    const bulkAdd = db.contacts.bulkAdd.bind(db.contacts);
    let keptId = '';
    vi.spyOn(db.contacts, 'bulkAdd').mockImplementationOnce((records) => {
      // Another tab's form keeps a message while this migration is writing.
      keptId = keepInStorage(storage, 'contact', { name: 'Kim Late', email: 'kim@example.com', message: 'Sent meanwhile' }, NOW);
      return bulkAdd(records as never);
    });
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toMatchObject({ ok: true, imported: 2 });
    expect(storage.items.has(LEGACY_KEYS.contact)).toBe(true);

    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toMatchObject({ ok: true, imported: 1 });
    expect(await db.contacts.get(keptId)).toMatchObject({ name: 'Kim Late', status: 'pending' });
    expect(await db.contacts.count()).toBe(3);
    expect(storage.items.size).toBe(0);
  });

  it('keeps a record the outbox already delivered as it is', async () => {
    const contactsOnly = () => memoryStorage({ [LEGACY_KEYS.contact]: legacy[LEGACY_KEYS.contact] });
    await migrateLegacyStorage(db, contactsOnly(), NOW);
    const john = (await db.contacts.toArray()).find((record) => record.status === 'pending')!;
    await db.contacts.update(john.id, { status: 'delivered', attempts: 1 });
    await expect(migrateLegacyStorage(db, contactsOnly(), NOW)).resolves.toMatchObject({ imported: 0 });
    expect(await db.contacts.get(john.id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('skips malformed JSON and malformed entries, and still removes the keys', async () => {
    const storage = memoryStorage({
      [LEGACY_KEYS.contact]: '{not json',
      [LEGACY_KEYS.newsletter]: JSON.stringify([null, 'text', 42, { firstName: 'No', email: 'x@example.com' }, { firstName: 'A', lastName: 'B', email: 'a@example.com', optedIn: true, timestamp: 'yesterday' }]),
      [LEGACY_KEYS.conversation]: JSON.stringify({ not: 'an array' }),
    });
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toEqual({ ok: true, imported: 1, skipped: 4 });
    expect(await db.newsletter.toArray()).toEqual([expect.objectContaining({ email: 'a@example.com', timestamp: NOW.toISOString() })]);
    expect(storage.items.size).toBe(0);
  });

  it('never sends a signup stored without consent', async () => {
    const storage = memoryStorage({
      [LEGACY_KEYS.newsletter]: JSON.stringify([{ id: 'n2', firstName: 'A', lastName: 'B', email: 'a@example.com', optedIn: false, timestamp: '2024-05-03T08:00:00.000Z', synced: false }]),
    });
    await migrateLegacyStorage(db, storage, NOW);
    expect(await db.newsletter.toArray()).toEqual([expect.objectContaining({ status: 'rejected', lastError: LEGACY_NO_CONSENT_MESSAGE, optedIn: false })]);
  });

  it('ignores storage errors silently', async () => {
    const storage: Pick<KeptStorage, 'getItem' | 'removeItem'> = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: vi.fn(),
    };
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toEqual({ ok: true, imported: 0, skipped: 0 });
    expect(storage.removeItem).not.toHaveBeenCalled();
  });

  it('keeps the keys for the next try when IndexedDB fails', async () => {
    const storage = memoryStorage(legacy);
    vi.spyOn(db.contacts, 'bulkAdd').mockRejectedValue(new Error('QuotaExceededError'));
    const result = await migrateLegacyStorage(db, storage, NOW);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBeInstanceOf(OutboxWriteError);
    expect(storage.items.size).toBe(3);
    expect(await db.newsletter.count()).toBe(0);
  });
});
