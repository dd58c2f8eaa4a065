import { describe, expect, it } from 'vitest';
import { LEGACY_KEYS } from './kept-in-storage';
import { keepWithId, pendingKeptRecords, settleKept } from './kept-records';
import { memoryStorage } from '../../tests/support/outbox-test-support';

const NOW = new Date('2026-11-27T08:00:00.000Z');
const MESSAGE = { name: 'Pia Private', email: 'pia@example.com', message: 'Sent from a private window.' };
const ID = '0d6f1c2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';

describe('keepWithId', () => {
  it('keeps one pending entry per id, however often the same submission is kept', () => {
    const storage = memoryStorage();
    keepWithId(storage, 'contact', MESSAGE, ID, NOW);
    keepWithId(storage, 'contact', MESSAGE, ID, NOW);
    expect(JSON.parse(storage.items.get(LEGACY_KEYS.contact)!)).toEqual([{ ...MESSAGE, id: ID, timestamp: NOW.toISOString(), synced: false }]);
    expect(pendingKeptRecords(storage, NOW).map(({ kind, record }) => [kind, record.id])).toEqual([['contact', ID]]);
  });
});

describe('settleKept', () => {
  it('leaves a list it cannot read, and the entries of other ids, as they are', () => {
    const storage = memoryStorage({ [LEGACY_KEYS.contact]: '{not a list' });
    settleKept(storage, 'contact', [{ id: ID, outcome: { type: 'delivered' } }], NOW);
    expect(storage.items.get(LEGACY_KEYS.contact)).toBe('{not a list');

    const other = memoryStorage();
    keepWithId(other, 'contact', MESSAGE, ID, NOW);
    const before = other.items.get(LEGACY_KEYS.contact);
    settleKept(other, 'contact', [{ id: '1e7a2d3f-4c5b-4d6e-9f70-8b9c0d1e2f3a', outcome: { type: 'delivered' } }], NOW);
    settleKept(other, 'contact', [{ id: ID, outcome: { type: 'queued', reason: 'offline', message: 'offline' } }], NOW);
    expect(other.items.get(LEGACY_KEYS.contact)).toBe(before);
  });
});
