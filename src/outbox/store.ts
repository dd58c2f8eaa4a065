/** Every write to the outbox: storing what a visitor sends (before any network call) and moving records between states. */
// What tells a person from a script travels with the record to the server (docs/lead-routing.md).
import { readChatHandoff, readHumanSignals } from '../../schema/submission';
import { tableFor, type OutboxDb } from './database';
import type { DeliveryState, FieldsOf, OutboxKind, Outcome, RecordOf } from './records';

/** Thrown when a record could not be written to IndexedDB, so the caller never claims it was received. */
export class OutboxWriteError extends Error {
  override readonly name = 'OutboxWriteError';
}

/** Wraps any storage failure of `action` into an OutboxWriteError. */
export async function writeOrThrow<T>(what: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OutboxWriteError(`Could not store the ${what} on this device: ${reason}`, { cause: error });
  }
}

/** The lower-cased, trimmed email used to find a newsletter signup again. */
export function newsletterEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Options of enqueue. `id`: a caller-chosen record id (the chat uses the id its live call already
 * sent); `now`: the timestamp; `delivered`: the backend already has it (a turn it answered itself).
 */
export interface EnqueueOptions {
  id?: string;
  now?: Date;
  delivered?: boolean;
}

const WHAT: Record<OutboxKind, string> = { contact: 'message', newsletter: 'subscription', conversation: 'conversation' };

function withoutBlank<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && !(typeof entry === 'string' && entry.trim() === '')),
  ) as T;
}

function fieldsOf<K extends OutboxKind>(kind: K, fields: FieldsOf<K>): object {
  if (kind === 'contact') {
    const { name, email, company, phone, service, message } = fields as FieldsOf<'contact'>;
    const contact = fields as FieldsOf<'contact'>;
    return { ...withoutBlank({ company, phone, service }), name, email, message, ...readChatHandoff(contact), ...readHumanSignals(contact) };
  }
  if (kind === 'newsletter') {
    const { firstName, lastName, email, optedIn } = fields as FieldsOf<'newsletter'>;
    return { firstName, lastName, email, emailKey: newsletterEmailKey(email), optedIn, ...readHumanSignals(fields as FieldsOf<'newsletter'>) };
  }
  const { sessionId, userMessage, aiResponse, provider, citedUrls } = fields as FieldsOf<'conversation'>;
  return { sessionId, userMessage, aiResponse, provider, ...(citedUrls?.length ? { citedUrls } : {}) };
}

/** Stores what a visitor sent, pending unless `delivered`, and returns it; throws OutboxWriteError if storage fails. */
export async function enqueue<K extends OutboxKind>(db: OutboxDb, kind: K, fields: FieldsOf<K>, options: EnqueueOptions = {}): Promise<RecordOf<K>> {
  const now = options.now ?? new Date();
  const state: DeliveryState = options.delivered
    ? { id: options.id ?? crypto.randomUUID(), timestamp: now.toISOString(), status: 'delivered', attempts: 1, deliveredAt: now.toISOString() }
    : { id: options.id ?? crypto.randomUUID(), timestamp: now.toISOString(), status: 'pending', attempts: 0 };
  const record = { ...state, ...fieldsOf(kind, fields) } as RecordOf<K>;
  await writeOrThrow(WHAT[kind], () => tableFor(db, kind).add(record));
  return record;
}

type Change = (record: DeliveryState) => DeliveryState | undefined;

// Read and write in one transaction, so a status another context set in between is never overwritten.
async function transition<K extends OutboxKind>(db: OutboxDb, kind: K, id: string, change: Change): Promise<boolean> {
  const table = tableFor(db, kind);
  return db.transaction('rw', table, async () => {
    const current = await table.get(id);
    if (current === undefined) return false;
    const next = change(current);
    if (next === undefined) return false;
    await table.put(next as RecordOf<K>);
    return true;
  });
}

function without<T extends DeliveryState>(record: T, ...fields: Array<keyof DeliveryState>): T {
  const copy = { ...record };
  for (const field of fields) delete copy[field];
  return copy;
}

/**
 * A record after an attempt's outcome: delivered (from any state but delivered), rejected or
 * queued (only while pending, so a record another context delivered is never set back);
 * undefined when nothing changes.
 */
function afterOutcome<T extends DeliveryState>(record: T, outcome: Outcome, now: Date): T | undefined {
  switch (outcome.type) {
    case 'delivered':
      return record.status === 'delivered'
        ? undefined
        : { ...without(record, 'lastError', 'lastErrorKind'), status: 'delivered', attempts: record.attempts + 1, deliveredAt: now.toISOString() };
    case 'rejected':
      return record.status === 'pending'
        ? { ...without(record, 'lastErrorKind'), status: 'rejected', attempts: record.attempts + 1, lastError: outcome.message }
        : undefined;
    case 'queued':
      return record.status === 'pending'
        ? { ...record, attempts: record.attempts + 1, lastError: outcome.message, lastErrorKind: outcome.reason }
        : undefined;
    case 'unsaved':
      return undefined;
  }
}

/** Stores what one delivery attempt learned; false when nothing changed. */
export function applyOutcome(db: OutboxDb, kind: OutboxKind, id: string, outcome: Outcome, now: Date = new Date()): Promise<boolean> {
  return transition(db, kind, id, (record) => afterOutcome(record, outcome, now));
}

/** Stores the outcomes of one batch in one transaction; returns how many records changed. */
export async function applyOutcomes<K extends OutboxKind>(
  db: OutboxDb,
  kind: K,
  updates: ReadonlyArray<{ id: string; outcome: Outcome }>,
  now: Date = new Date(),
): Promise<number> {
  const table = tableFor(db, kind);
  return db.transaction('rw', table, async () => {
    const current = await table.bulkGet(updates.map(({ id }) => id));
    const changed = updates.flatMap(({ outcome }, index) => {
      const record = current[index];
      const next = record === undefined ? undefined : afterOutcome(record, outcome, now);
      return next === undefined ? [] : [next];
    });
    await table.bulkPut(changed);
    return changed.length;
  });
}

/** Puts a refused record back in the queue (the operations page's "Send again"); its last error stays until delivery. */
export function resend(db: OutboxDb, kind: OutboxKind, id: string): Promise<boolean> {
  return transition(db, kind, id, (record) =>
    record.status === 'rejected' ? { ...without(record, 'visitorTold', 'lastErrorKind'), status: 'pending' } : undefined,
  );
}

/** Notes that the visitor has been shown the refusal of these records, so they are told only once. */
export async function markVisitorTold(db: OutboxDb, entries: ReadonlyArray<{ kind: OutboxKind; id: string }>): Promise<void> {
  for (const { kind, id } of entries) {
    await transition(db, kind, id, (record) => (record.status === 'rejected' && !record.visitorTold ? { ...record, visitorTold: true } : undefined));
  }
}
