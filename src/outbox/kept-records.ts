/**
 * The records kept in localStorage (the older site's lists, and what a form kept there) read and
 * settled in place, for a device whose IndexedDB never opens (storage blocked, some private modes):
 * there they are delivered straight from the lists, and each one the server has answered for good
 * leaves its list, so it is neither lost nor sent again.
 */
import { LEGACY_KEYS } from './kept-in-storage';
import { fromLegacyEntry } from './legacy';
import { OUTBOX_KINDS, type FieldsOf, type OutboxEntry, type OutboxKind, type Outcome } from './records';

/** The part of localStorage reading and settling kept records needs. */
export interface KeptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

type Entry = Record<string, unknown>;

function listOf(storage: Pick<KeptStorage, 'getItem'>, kind: OutboxKind): unknown[] {
  try {
    const raw = storage.getItem(LEGACY_KEYS[kind]);
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

// The id the outbox's migration gives an entry (its own UUID, or one derived from its content).
function idOf(kind: OutboxKind, entry: unknown, now: Date): string | undefined {
  return fromLegacyEntry(kind, entry, now)?.record.id;
}

/**
 * Keeps `fields` under record id `id` in its kind's list (pending, in the older site's shape), unless
 * an entry with that id is there already; throws when the storage refuses the write.
 */
export function keepWithId<K extends 'contact' | 'newsletter'>(storage: KeptStorage, kind: K, fields: FieldsOf<K>, id: string, now: Date = new Date()): void {
  const key = LEGACY_KEYS[kind];
  const raw = storage.getItem(key);
  const list: unknown = raw === null ? [] : JSON.parse(raw);
  if (!Array.isArray(list)) throw new Error(`${key} does not hold a list`);
  if (list.some((entry) => idOf(kind, entry, now) === id)) return;
  storage.setItem(key, JSON.stringify([...list, { ...fields, id, timestamp: now.toISOString(), synced: false }]));
}

/** Every kept record still to be sent, oldest list first, as outbox entries with the ids the migration would give them. */
export function pendingKeptRecords(storage: Pick<KeptStorage, 'getItem'>, now: Date = new Date()): OutboxEntry[] {
  return OUTBOX_KINDS.flatMap((kind) =>
    listOf(storage, kind)
      .map((entry) => fromLegacyEntry(kind, entry, now))
      .filter((entry): entry is OutboxEntry => entry !== undefined && entry.record.status === 'pending'),
  );
}

/** What a settled record's list entry becomes: removed once the server has it, marked when it refused it for good. */
export interface KeptVerdict {
  id: string;
  outcome: Outcome;
  /** The visitor saw the refusal in the form: the entry is removed instead of marked. */
  visitorTold?: boolean;
}

/**
 * Applies verdicts to `kind`'s list: a delivered record leaves it, a refused one stays marked with the
 * server's reason (never sent again; the outbox adopts it as refused should it ever open), anything else
 * is left as it is. The key goes when its list empties. Storage errors are ignored (docs/product/texts.md).
 */
export function settleKept(storage: KeptStorage, kind: OutboxKind, verdicts: readonly KeptVerdict[], now: Date = new Date()): void {
  const byId = new Map(verdicts.map((verdict) => [verdict.id, verdict]));
  let changed = false;
  try {
    const next = listOf(storage, kind).flatMap((entry) => {
      const id = idOf(kind, entry, now);
      const verdict = id === undefined ? undefined : byId.get(id);
      const outcome = verdict?.outcome;
      if (outcome === undefined || outcome.type === 'queued' || outcome.type === 'unsaved') return [entry];
      changed = true;
      if (outcome.type === 'delivered' || verdict?.visitorTold === true) return [];
      return [{ ...(entry as Entry), id, rejected: outcome.message }];
    });
    if (!changed) return;
    if (next.length === 0) storage.removeItem(LEGACY_KEYS[kind]);
    else storage.setItem(LEGACY_KEYS[kind], JSON.stringify(next));
  } catch {
    return;
  }
}
