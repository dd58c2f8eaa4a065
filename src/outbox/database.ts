/** The outbox's Dexie database `asc-outbox`: one table per kind, plus the delivery pacing every context shares. */
import Dexie, { type EntityTable, type Table } from 'dexie';
import { OUTBOX_DB_NAME } from './database-name';
import type { ContactRecord, ConversationRecord, NewsletterRecord, OutboxKind, RecordOf } from './records';
import type { StoredPacing } from './pacing';

/** The outbox database with its tables. */
export type OutboxDb = Dexie & {
  contacts: EntityTable<ContactRecord, 'id'>;
  newsletter: EntityTable<NewsletterRecord, 'id'>;
  conversations: EntityTable<ConversationRecord, 'id'>;
  meta: EntityTable<StoredPacing, 'key'>;
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
  // The pacing row has since changed shape without a new version: its only index is its key, and
  // pacing.ts reads rows of the older shape.
  db.version(2).stores({ meta: 'key' });
  return db;
}

const TABLE_NAMES = { contact: 'contacts', newsletter: 'newsletter', conversation: 'conversations' } as const;

/** The table holding records of `kind`. */
export function tableFor<K extends OutboxKind>(db: OutboxDb, kind: K): Table<RecordOf<K>, string> {
  return db[TABLE_NAMES[kind]] as unknown as Table<RecordOf<K>, string>;
}
