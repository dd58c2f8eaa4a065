/** Writes what a visitor sends to IndexedDB first, before any network call. */
import { tableFor, type OutboxDb } from './outbox-db';
import { writeOrThrow } from './outbox-write-error';
import type { ContactRecord, ConversationRecord, DeliveryState, NewsletterRecord } from './record-types';

/** The contact form's fields (SPEC section 3). */
export interface ContactFields {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message: string;
}

/** The newsletter form's fields. */
export interface NewsletterFields {
  firstName: string;
  lastName: string;
  email: string;
  optedIn: boolean;
}

/** One chat turn and the reply shown for it. */
export interface ConversationFields {
  sessionId: string;
  userMessage: string;
  aiResponse: string;
  provider: string;
}

/** Options of every enqueue call; `now` fixes the timestamp in tests. */
export interface EnqueueOptions {
  now?: Date;
}

/** The lower-cased, trimmed email used to find a newsletter signup again. */
export function newsletterEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

function freshState(now: Date = new Date()): DeliveryState {
  return { id: crypto.randomUUID(), timestamp: now.toISOString(), status: 'pending', attempts: 0 };
}

function withoutBlank<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && !(typeof entry === 'string' && entry.trim() === '')),
  ) as T;
}

/** Stores a contact submission as pending and returns it; throws OutboxWriteError if storage fails. */
export async function enqueueContact(db: OutboxDb, fields: ContactFields, options: EnqueueOptions = {}): Promise<ContactRecord> {
  const { name, email, company, phone, service, message } = fields;
  const record: ContactRecord = {
    ...freshState(options.now),
    ...withoutBlank({ company, phone, service }),
    name,
    email,
    message,
  };
  await writeOrThrow('message', () => tableFor(db, 'contact').add(record));
  return record;
}

/** Stores a newsletter signup as pending and returns it; throws OutboxWriteError if storage fails. */
export async function enqueueNewsletter(
  db: OutboxDb,
  fields: NewsletterFields,
  options: EnqueueOptions = {},
): Promise<NewsletterRecord> {
  const { firstName, lastName, email, optedIn } = fields;
  const record: NewsletterRecord = {
    ...freshState(options.now),
    firstName,
    lastName,
    email,
    emailKey: newsletterEmailKey(email),
    optedIn,
  };
  await writeOrThrow('subscription', () => tableFor(db, 'newsletter').add(record));
  return record;
}

/** Stores a chat turn as pending and returns it; throws OutboxWriteError if storage fails. */
export async function enqueueConversation(
  db: OutboxDb,
  fields: ConversationFields,
  options: EnqueueOptions = {},
): Promise<ConversationRecord> {
  const { sessionId, userMessage, aiResponse, provider } = fields;
  const record: ConversationRecord = { ...freshState(options.now), sessionId, userMessage, aiResponse, provider };
  await writeOrThrow('conversation', () => tableFor(db, 'conversation').add(record));
  return record;
}
