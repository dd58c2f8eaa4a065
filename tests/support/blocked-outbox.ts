/** An outbox database on a device without IndexedDB (storage blocked, some private modes): every open and write fails. */
import Dexie from 'dexie';
import { openOutbox, type OutboxDb } from '../../src/outbox/database';

/** The outbox as openOutbox makes it, but built while the browser offers no indexedDB, as Dexie then finds it. */
export function outboxWithoutIndexedDb(): OutboxDb {
  const offered = Dexie.dependencies.indexedDB;
  Dexie.dependencies.indexedDB = undefined as unknown as IDBFactory;
  try {
    return openOutbox(`blocked-${crypto.randomUUID()}`);
  } finally {
    Dexie.dependencies.indexedDB = offered;
  }
}
