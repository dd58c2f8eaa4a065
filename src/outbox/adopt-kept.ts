/**
 * The adoption of the localStorage lists into the outbox: the older site's records (keys asc_contacts,
 * asc_newsletter, asc_conversations) and those a form kept there (kept-in-storage.ts) are stored in
 * IndexedDB once, under the ids their reading gives them (kept-records.ts), then their keys are removed.
 */
import { tableFor, type OutboxDb } from './database';
import { LEGACY_KEYS, type KeptStorage } from './kept-in-storage';
import { fromLegacyEntry, keptList } from './kept-records';
import { OUTBOX_KINDS, type OutboxEntry, type OutboxKind, type RecordOf } from './records';
import { OutboxWriteError, writeOrThrow } from './store';

/** Counts of a migration, or the write error (the keys are then kept for the next try). */
export type MigrationResult =
  | { ok: true; imported: number; skipped: number }
  | { ok: false; error: OutboxWriteError };

async function storeMissing<K extends OutboxKind>(db: OutboxDb, kind: K, entries: OutboxEntry[]): Promise<number> {
  const table = tableFor(db, kind);
  const unique = new Map(entries.map(({ record }) => [record.id, record as RecordOf<K>]));
  const existing = await table.bulkGet([...unique.keys()]);
  const fresh = [...unique.values()].filter((_, index) => existing[index] === undefined);
  await table.bulkAdd(fresh);
  return fresh.length;
}

/** Imports every well-formed kept entry not imported yet (by id), then removes the keys it read, unless they changed meanwhile. */
export async function migrateLegacyStorage(db: OutboxDb, storage: Pick<KeptStorage, 'getItem' | 'removeItem'>, now: Date = new Date()): Promise<MigrationResult> {
  const found = OUTBOX_KINDS.flatMap((kind) => {
    const kept = keptList(storage, kind);
    return kept === undefined ? [] : [{ kind, ...kept }];
  });
  if (found.length === 0) return { ok: true, imported: 0, skipped: 0 };

  let skipped = 0;
  const byKind = found.map(({ kind, list }) => {
    const entries = list.map((item) => fromLegacyEntry(kind, item, now)).filter((entry) => entry !== undefined);
    skipped += list.length - entries.length;
    return { kind, entries };
  });

  let imported = 0;
  try {
    const tables = OUTBOX_KINDS.map((kind) => tableFor(db, kind));
    imported = await writeOrThrow('older records', () =>
      db.transaction('rw', tables, async () => {
        const counts = await Promise.all(byKind.map(({ kind, entries }) => storeMissing(db, kind, entries)));
        return counts.reduce((sum, count) => sum + count, 0);
      }),
    );
  } catch (error) {
    return { ok: false, error: error as OutboxWriteError };
  }
  // A list that changed meanwhile (a form of another tab kept a record in it) stays for the next
  // migration, which imports only what is new by id.
  for (const { kind, raw } of found) {
    try {
      if (storage.getItem(LEGACY_KEYS[kind]) === raw) storage.removeItem(LEGACY_KEYS[kind]);
    } catch {
      // docs/product/records.md: storage errors are ignored silently; the next migration finds the list again.
    }
  }
  return { ok: true, imported, skipped };
}
