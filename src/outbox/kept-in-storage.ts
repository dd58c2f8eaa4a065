/**
 * The localStorage lists the older site kept its records in, which the outbox's start-up moves into
 * IndexedDB (legacy.ts). The forms write there too, as a last resort, when the outbox itself cannot be
 * loaded: on a first visit, before the service worker holds the site, a connection lost before the page
 * fetched its submit flow would otherwise leave a message neither sent nor stored. This module stays
 * free of Dexie so that the form can carry it.
 */
import type { FieldsOf, OutboxKind } from './records';

/** The older site's localStorage key for each kind, where a form also keeps what it could not store. */
export const LEGACY_KEYS: Readonly<Record<OutboxKind, string>> = {
  contact: 'asc_contacts',
  newsletter: 'asc_newsletter',
  conversation: 'asc_conversations',
};

/** The part of localStorage keeping a record needs. */
export interface KeepStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Appends a pending entry for `fields` to its kind's list, in the older site's shape with a UUID (so
 * the migration imports it once, by that id), and returns the id. Throws when the storage refuses
 * the write or its list is not one this code can extend (the caller then says nothing was kept).
 */
export function keepInStorage<K extends 'contact' | 'newsletter'>(storage: KeepStorage, kind: K, fields: FieldsOf<K>, now: Date = new Date()): string {
  const key = LEGACY_KEYS[kind];
  const raw = storage.getItem(key);
  const list: unknown = raw === null ? [] : JSON.parse(raw);
  if (!Array.isArray(list)) throw new Error(`${key} does not hold a list`);
  const id = crypto.randomUUID();
  storage.setItem(key, JSON.stringify([...list, { ...fields, id, timestamp: now.toISOString(), synced: false }]));
  return id;
}
