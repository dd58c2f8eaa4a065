/** Reads the older site's localStorage entries (SPEC section 3 shapes) into outbox records; malformed ones give undefined. */
import { newsletterEmailKey } from './enqueue';
import type { DeliveryState, OutboxEntry, OutboxKind } from './record-types';
import { isUuid, uuidFromText } from './stable-id';

/** The older site's localStorage key for each kind. */
export const LEGACY_KEYS: Readonly<Record<OutboxKind, string>> = {
  contact: 'asc_contacts',
  newsletter: 'asc_newsletter',
  conversation: 'asc_conversations',
};

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
  return { id, timestamp: timestampOf(entry, now), status: entry.synced === true ? 'delivered' : 'pending', attempts: 0 };
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
