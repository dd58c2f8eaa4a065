/**
 * The older site's localStorage records (keys asc_contacts, asc_newsletter, asc_conversations), and
 * those a form kept there when it could not load the outbox (kept-in-storage.ts): read into outbox
 * records once, with stable ids so a second migration finds them again, then removed.
 */
import { tableFor, type OutboxDb } from './database';
import { LEGACY_KEYS } from './kept-in-storage';
import { OUTBOX_KINDS, type DeliveryState, type OutboxEntry, type OutboxKind, type RecordOf } from './records';
import { newsletterEmailKey, OutboxWriteError, writeOrThrow } from './store';
import { readChatHandoff } from '../../schema/submission';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a canonical 8-4-4-4-12 hexadecimal UUID. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

// cyrb128: four 32-bit lanes mixed together; not cryptographic, only stable and well spread.
function hash128(text: string): number[] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A version-8 (custom) UUID computed from `text`. */
export function uuidFromText(text: string): string {
  const hex = hash128(text)
    .map((lane) => lane.toString(16).padStart(8, '0'))
    .join('');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Why a migrated signup without recorded consent is never sent (shown on the operations page). */
export const LEGACY_NO_CONSENT_MESSAGE = 'Not sent: the older site stored this signup without consent.';

type Entry = Record<string, unknown>;

function required(entry: Entry, field: string): string | undefined {
  const value = entry[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function optional(entry: Entry, field: string): Record<string, string> {
  const value = required(entry, field);
  return value === undefined ? {} : { [field]: value };
}

function timestampOf(entry: Entry, now: Date): string {
  const raw = entry.timestamp;
  const time = typeof raw === 'number' ? raw : typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : now.toISOString();
}

function stateOf(kind: OutboxKind, entry: Entry, now: Date): DeliveryState {
  // Entries without a UUID get one derived from their content, so a second migration finds them again.
  const id = isUuid(entry.id) ? entry.id : uuidFromText(`${kind}:${JSON.stringify(entry)}`);
  const state = { id, timestamp: timestampOf(entry, now), attempts: 0 };
  if (entry.synced === true) return { ...state, status: 'delivered' };
  // Refused for good while IndexedDB could not open (kept-records.ts marks it with the server's reason).
  if (typeof entry.rejected === 'string') return { ...state, status: 'rejected', lastError: entry.rejected };
  return { ...state, status: 'pending' };
}

function contact(entry: Entry, now: Date): OutboxEntry | undefined {
  const [name, email, message] = [required(entry, 'name'), required(entry, 'email'), required(entry, 'message')];
  if (name === undefined || email === undefined || message === undefined) return undefined;
  const record = {
    ...stateOf('contact', entry, now),
    name,
    email,
    ...optional(entry, 'company'),
    ...optional(entry, 'phone'),
    ...optional(entry, 'service'),
    message,
    // A chat handed to the team and kept here while the outbox could not open keeps its conversation.
    ...readChatHandoff(entry),
  };
  return { kind: 'contact', record };
}

function newsletter(entry: Entry, now: Date): OutboxEntry | undefined {
  const [firstName, lastName, email] = [required(entry, 'firstName'), required(entry, 'lastName'), required(entry, 'email')];
  if (firstName === undefined || lastName === undefined || email === undefined) return undefined;
  const optedIn = entry.optedIn === true;
  const state = stateOf('newsletter', entry, now);
  const refused = !optedIn && state.status === 'pending' ? { status: 'rejected' as const, lastError: LEGACY_NO_CONSENT_MESSAGE } : {};
  const record = { ...state, ...refused, firstName, lastName, email, emailKey: newsletterEmailKey(email), optedIn };
  return { kind: 'newsletter', record };
}

function conversation(entry: Entry, now: Date): OutboxEntry | undefined {
  const [sessionId, userMessage, aiResponse] = [
    required(entry, 'sessionId'),
    required(entry, 'userMessage'),
    required(entry, 'aiResponse'),
  ];
  if (sessionId === undefined || userMessage === undefined || aiResponse === undefined) return undefined;
  // The older site kept no provider; a recorded reply is accepted by the server only as 'fallback'.
  const record = { ...stateOf('conversation', entry, now), sessionId, userMessage, aiResponse, provider: 'fallback' };
  return { kind: 'conversation', record };
}

/** Converts one legacy entry of `kind`, or undefined when it is not an object with the required fields. */
export function fromLegacyEntry(kind: OutboxKind, entry: unknown, now: Date): OutboxEntry | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const fields = entry as Entry;
  switch (kind) {
    case 'contact':
      return contact(fields, now);
    case 'newsletter':
      return newsletter(fields, now);
    case 'conversation':
      return conversation(fields, now);
  }
}

/** The part of localStorage the migration uses. */
export interface LegacyStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/** Counts of a migration, or the write error (the keys are then kept for the next try). */
export type MigrationResult =
  | { ok: true; imported: number; skipped: number }
  | { ok: false; error: OutboxWriteError };

// docs/product/records.md: storage errors are ignored silently.
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

/** Imports every well-formed legacy entry not imported yet (by id), then removes the keys it read, unless they changed meanwhile. */
export async function migrateLegacyStorage(db: OutboxDb, storage: LegacyStorage, now: Date = new Date()): Promise<MigrationResult> {
  const found = OUTBOX_KINDS.flatMap((kind) => {
    const raw = quietly(() => storage.getItem(LEGACY_KEYS[kind]), null);
    return raw === null ? [] : [{ kind, raw, list: parseList(raw) }];
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
    quietly(() => (storage.getItem(LEGACY_KEYS[kind]) === raw ? storage.removeItem(LEGACY_KEYS[kind]) : undefined), undefined);
  }
  return { ok: true, imported, skipped };
}
