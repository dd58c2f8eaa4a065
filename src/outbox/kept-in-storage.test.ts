import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxDb } from './database';
import { migrateLegacyStorage } from './adopt-kept';
import { keepInStorage, LEGACY_KEYS, type KeptStorage } from './kept-in-storage';
import { isUuid } from '../lib/uuid-from-text';
import { enqueue } from './store';
import { dropOutbox, freshOutbox, memoryStorage } from '../../tests/support/outbox-test-support';

const NOW = new Date('2026-11-23T09:15:00.000Z');

const MESSAGE = { name: 'Jane Smith', email: 'jane@acme.com', company: 'Acme', phone: '', message: 'The Wi-Fi dropped.' };
const SIGNUP = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', optedIn: true };

let db: OutboxDb;
beforeEach(() => {
  db = freshOutbox();
});
afterEach(() => dropOutbox(db));

describe('keepInStorage', () => {
  it('appends a pending entry with a fresh UUID to its kind\'s list, after what is already there', () => {
    const older = { id: '1714555800000', name: 'John Roe', email: 'john@example.com', message: 'Call me', synced: false };
    const storage = memoryStorage({ [LEGACY_KEYS.contact]: JSON.stringify([older]) });

    const first = keepInStorage(storage, 'contact', MESSAGE, NOW);
    const second = keepInStorage(storage, 'contact', MESSAGE, NOW);

    expect(isUuid(first) && isUuid(second) && first !== second).toBe(true);
    expect(JSON.parse(storage.items.get(LEGACY_KEYS.contact)!)).toEqual([
      older,
      { ...MESSAGE, id: first, timestamp: NOW.toISOString(), synced: false },
      { ...MESSAGE, id: second, timestamp: NOW.toISOString(), synced: false },
    ]);
  });

  it('keeps what the outbox would have stored: the migration makes the same records enqueue makes, once', async () => {
    const storage = memoryStorage();
    const contactId = keepInStorage(storage, 'contact', MESSAGE, NOW);
    const signupId = keepInStorage(storage, 'newsletter', SIGNUP, NOW);

    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toEqual({ ok: true, imported: 2, skipped: 0 });
    await expect(migrateLegacyStorage(db, storage, NOW)).resolves.toEqual({ ok: true, imported: 0, skipped: 0 });

    const expected = freshOutbox();
    try {
      await enqueue(expected, 'contact', MESSAGE, { id: contactId, now: NOW });
      await enqueue(expected, 'newsletter', SIGNUP, { id: signupId, now: NOW });
      expect(await db.contacts.toArray()).toEqual(await expected.contacts.toArray());
      expect(await db.newsletter.toArray()).toEqual(await expected.newsletter.toArray());
    } finally {
      await dropOutbox(expected);
    }
    expect(storage.items.size).toBe(0);
  });

  it('throws, writing nothing, when the list is not one it can extend or the storage refuses the write', () => {
    const garbled = memoryStorage({ [LEGACY_KEYS.newsletter]: '{"not":"a list"}' });
    expect(() => keepInStorage(garbled, 'newsletter', SIGNUP, NOW)).toThrow();
    expect(garbled.items.get(LEGACY_KEYS.newsletter)).toBe('{"not":"a list"}');

    const full: Pick<KeptStorage, 'getItem' | 'setItem'> = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => keepInStorage(full, 'contact', MESSAGE, NOW)).toThrow('quota');
  });
});
