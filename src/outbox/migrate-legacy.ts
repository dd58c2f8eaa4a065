/** Moves the older site's localStorage records into the outbox once, then removes the keys. */
import { tableFor, type OutboxDb } from './outbox-db';
import { OutboxWriteError, writeOrThrow } from './outbox-write-error';
import { OUTBOX_KINDS, type OutboxEntry, type OutboxKind, type RecordOf } from './record-types';
import { fromLegacyEntry, LEGACY_KEYS } from './legacy-records';

/** The part of localStorage the migration uses. */
export interface LegacyStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/** Counts of a migration, or the write error (the keys are then kept for the next try). */
export type MigrationResult =
  | { ok: true; imported: number; skipped: number }
  | { ok: false; error: OutboxWriteError };

// SPEC section 3: storage errors are ignored silently.
function quietly<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

function parseList(raw: string): unknown[] {
  const parsed = quietly<unknown>(() => JSON.parse(raw), undefined);
  return Array.isArray(parsed) ? parsed : [];
}

async function storeMissing<K extends OutboxKind>(db: OutboxDb, kind: K, entries: OutboxEntry[]): Promise<number> {
  const table = tableFor(db, kind);
  const unique = new Map(entries.map(({ record }) => [record.id, record as RecordOf<K>]));
  const existing = await table.bulkGet([...unique.keys()]);
  const fresh = [...unique.values()].filter((_, index) => existing[index] === undefined);
  await table.bulkAdd(fresh);
  return fresh.length;
}

/** Imports every well-formed legacy entry not imported yet (by id), then removes the keys it read. */
export async function migrateLegacyStorage(db: OutboxDb, storage: LegacyStorage, now: Date = new Date()): Promise<MigrationResult> {
  const found = OUTBOX_KINDS.flatMap((kind) => {
    const raw = quietly(() => storage.getItem(LEGACY_KEYS[kind]), null);
    return raw === null ? [] : [{ kind, list: parseList(raw) }];
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
  for (const { kind } of found) quietly(() => storage.removeItem(LEGACY_KEYS[kind]), undefined);
  return { ok: true, imported, skipped };
}
