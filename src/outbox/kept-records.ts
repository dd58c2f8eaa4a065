/**
 * The records kept in localStorage (the older site's lists, and what a form kept there) read as outbox
 * records, with stable ids so that every reading finds the same record again: for their adoption into
 * IndexedDB (adopt-kept.ts), and, on a device whose IndexedDB never opens (storage blocked, some private
 * modes), for delivering them straight from the lists, where each one the server has answered for good
 * is settled in place, so it is neither lost nor sent again.
 */
import { keepInStorage, LEGACY_KEYS, type KeptStorage } from './kept-in-storage';
import { OUTBOX_KINDS, type DeliveryState, type FieldsOf, type OutboxEntry, type OutboxKind, type Outcome } from './records';
import { newsletterEmailKey } from './store';
import { readChatHandoff } from '../../schema/submission';
import { isUuid, uuidFromText } from '../lib/uuid-from-text';

/** Why an adopted signup without recorded consent is never sent (shown on the operations page). */
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
  // Entries without a UUID get one derived from their content, so a second reading finds them again.
  const id = isUuid(entry.id) ? entry.id : uuidFromText(`${kind}:${JSON.stringify(entry)}`);
  const state = { id, timestamp: timestampOf(entry, now), attempts: 0 };
  if (entry.synced === true) return { ...state, status: 'delivered' };
  // Refused for good while IndexedDB could not open (settleKept marks it with the server's reason).
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

/** Converts one kept entry of `kind`, or undefined when it is not an object with the required fields. */
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

/**
 * `kind`'s list as stored (`raw`) and read (`list`: empty when it is not a JSON list), or undefined when
 * there is none or the storage cannot be read. Storage errors are ignored (docs/product/records.md).
 */
export function keptList(storage: Pick<KeptStorage, 'getItem'>, kind: OutboxKind): { raw: string; list: unknown[] } | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(LEGACY_KEYS[kind]);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return { raw, list: Array.isArray(parsed) ? parsed : [] };
  } catch {
    return { raw, list: [] };
  }
}

const listOf = (storage: Pick<KeptStorage, 'getItem'>, kind: OutboxKind): unknown[] => keptList(storage, kind)?.list ?? [];

// The id an entry is adopted under (its own UUID, or one derived from its content).
function idOf(kind: OutboxKind, entry: unknown, now: Date): string | undefined {
  return fromLegacyEntry(kind, entry, now)?.record.id;
}

/**
 * Keeps `fields` under record id `id` in its kind's list (pending, in the older site's shape), unless
 * an entry with that id is there already; throws when the storage refuses the write.
 */
export function keepWithId<K extends 'contact' | 'newsletter'>(storage: KeptStorage, kind: K, fields: FieldsOf<K>, id: string, now: Date = new Date()): void {
  if (listOf(storage, kind).some((entry) => idOf(kind, entry, now) === id)) return;
  keepInStorage(storage, kind, fields, now, id);
}

/** Every kept record still to be sent, oldest list first, as outbox entries with the ids their adoption would give them. */
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
