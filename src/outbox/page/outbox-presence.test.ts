// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openOutbox } from '../database';
import { OUTBOX_DB_NAME } from '../database-name';
import { outboxMayHoldRecords, startOutboxWhenNeeded } from './outbox-presence';

const emptyStorage = { getItem: () => null };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whether this browser may hold outbox records', () => {
  afterEach(async () => {
    indexedDB.deleteDatabase(OUTBOX_DB_NAME);
    localStorage.clear();
  });

  it('a first visit (no outbox database, no kept or older lists) holds none', async () => {
    expect(await outboxMayHoldRecords()).toBe(false);
  });

  it('once the outbox database exists, it may', async () => {
    const db = openOutbox();
    await db.open();
    expect(await outboxMayHoldRecords()).toBe(true);
    db.close();
  });

  it('a list kept in localStorage (by the older site, or by a form that could not load the outbox) may hold some', async () => {
    for (const key of ['asc_contacts', 'asc_newsletter', 'asc_conversations']) {
      localStorage.setItem(key, '[]');
      expect(await outboxMayHoldRecords(), key).toBe(true);
      localStorage.removeItem(key);
    }
  });

  it('when it cannot tell, it answers yes: no list of databases, a failing list, unreadable storage', async () => {
    expect(await outboxMayHoldRecords({ storage: emptyStorage })).toBe(true);
    expect(await outboxMayHoldRecords({ storage: emptyStorage, databases: () => Promise.reject(new Error('refused')) })).toBe(true);
    const unreadable = { getItem: () => { throw new Error('SecurityError'); } };
    expect(await outboxMayHoldRecords({ storage: unreadable, databases: async () => [{ name: OUTBOX_DB_NAME }] })).toBe(true);
    expect(await outboxMayHoldRecords({ storage: unreadable, databases: async () => [{ name: 'another-db' }] })).toBe(false);
  });
});

describe('starting the outbox only where it has work', () => {
  it('starts at once when records may wait, and only once', async () => {
    const start = vi.fn();
    startOutboxWhenNeeded(start, async () => true);
    await flush();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('with nothing on the device it waits, and starts when another tab has written a record and this page comes back', async () => {
    const start = vi.fn();
    let mayHold = false;
    startOutboxWhenNeeded(start, async () => mayHold);
    await flush();
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(start).not.toHaveBeenCalled();

    mayHold = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
