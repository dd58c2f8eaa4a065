/**
 * The localStorage lists the outbox adopts: the older site kept its records there, and a form keeps a
 * record there as a last resort, when the outbox itself cannot be loaded or cannot store it. Writing an
 * entry is all that is here: every page's forms carry this module, so it stays free of Dexie and of the
 * entries' reading (kept-records.ts), and of their adoption into IndexedDB (adopt-kept.ts).
 */
import type { FieldsOf, OutboxKind } from './records';

/** The older site's localStorage key for each kind, where a form also keeps what it could not store. */
export const LEGACY_KEYS: Readonly<Record<OutboxKind, string>> = {
  contact: 'asc_contacts',
  newsletter: 'asc_newsletter',
  conversation: 'asc_conversations',
};

/** The part of localStorage the kept lists use (each function takes only what it needs of it). */
export interface KeptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Appends a pending entry for `fields` to its kind's list, in the older site's shape with a UUID (so
 * the adoption imports it once, by that id), and returns the id: `id`, or a new one. Throws when the
 * storage refuses the write or its list is not one this code can extend (the caller then says nothing
 * was kept).
 */
export function keepInStorage<K extends 'contact' | 'newsletter'>(
  storage: Pick<KeptStorage, 'getItem' | 'setItem'>,
  kind: K,
  fields: FieldsOf<K>,
  now: Date = new Date(),
  id: string = crypto.randomUUID(),
): string {
  const key = LEGACY_KEYS[kind];
  const raw = storage.getItem(key);
  const list: unknown = raw === null ? [] : JSON.parse(raw);
  if (!Array.isArray(list)) throw new Error(`${key} does not hold a list`);
  storage.setItem(key, JSON.stringify([...list, { ...fields, id, timestamp: now.toISOString(), synced: false }]));
  return id;
}
