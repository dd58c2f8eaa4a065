/** The outbox's Dexie database `asc-outbox` and access to a kind's table. */
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { ContactRecord, ConversationRecord, NewsletterRecord, OutboxKind, RecordOf } from './record-types';

/** Name of the IndexedDB database shared by the page and the service worker. */
export const OUTBOX_DB_NAME = 'asc-outbox';

/** The outbox database with its three tables. */
export type OutboxDb = Dexie & {
  contacts: EntityTable<ContactRecord, 'id'>;
  newsletter: EntityTable<NewsletterRecord, 'id'>;
  conversations: EntityTable<ConversationRecord, 'id'>;
};

const INDEXES = 'id, status, timestamp, [status+timestamp]';

/** Opens (lazily, on first use) the outbox database; tests pass a unique name. */
export function openOutbox(name: string = OUTBOX_DB_NAME): OutboxDb {
  const db = new Dexie(name) as OutboxDb;
  db.version(1).stores({
    contacts: INDEXES,
    newsletter: `${INDEXES}, emailKey`,
    conversations: INDEXES,
  });
  return db;
}

const TABLE_NAMES = { contact: 'contacts', newsletter: 'newsletter', conversation: 'conversations' } as const;

/** The table holding records of `kind`. */
export function tableFor<K extends OutboxKind>(db: OutboxDb, kind: K): Table<RecordOf<K>, string> {
  return db[TABLE_NAMES[kind]] as unknown as Table<RecordOf<K>, string>;
}
