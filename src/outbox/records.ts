/** The outbox's record shapes (SPEC's stored fields plus delivery bookkeeping) and the one outcome every delivery reports. */
import type { ChatProvider, ChatTurn, ContactSubmission, NewsletterSignup } from '../../schema/submission';

/** Where a record stands; stored as a string so IndexedDB can index it (never a boolean). */
export type DeliveryStatus = 'pending' | 'delivered' | 'rejected';

/** The three kinds of thing a visitor sends. */
export type OutboxKind = 'contact' | 'newsletter' | 'conversation';

/** Every kind, in the order the operations page lists them. */
export const OUTBOX_KINDS: readonly OutboxKind[] = ['contact', 'newsletter', 'conversation'];

/**
 * Why a record waits: offline (no network, a time-out, the probe failed), throttled (429), server
 * (5xx and other passing trouble), configuration (401/403/404: the site's key or address is wrong,
 * which no retry by itself will fix, so the operations page says so), unrecognised (a 2xx that
 * was not the function's answer: a Wi-Fi sign-in page or a wrong address answered instead).
 */
export type QueueReason = 'offline' | 'throttled' | 'server' | 'configuration' | 'unrecognised';

/**
 * What happened to something a visitor sent, the one type every layer reports, put into words only
 * by the feature that shows it. delivered: the backend has it (`already`: the email was subscribed
 * before); rejected: refused for good with the backend's reason; queued: kept on this device and
 * retried later; unsaved: neither stored on the device nor sent (the visitor must try again).
 */
export type Outcome =
  | { type: 'delivered'; already?: boolean }
  | { type: 'rejected'; message: string }
  | { type: 'queued'; reason: QueueReason; message: string; retryAfterMs?: number }
  | { type: 'unsaved' };

/** Delivery bookkeeping shared by every record. */
export interface DeliveryState {
  /** Client-generated UUID, sent to the server as clientRecordId. */
  id: string;
  /** ISO 8601 time the visitor sent it. */
  timestamp: string;
  status: DeliveryStatus;
  /** Delivery attempts made so far. */
  attempts: number;
  /** The last failure or the server's refusal, for the operations page. */
  lastError?: string;
  /** Why the last attempt left the record waiting. */
  lastErrorKind?: QueueReason;
  /** ISO 8601 time the server accepted it. */
  deliveredAt?: string;
  /** The visitor has been shown that this record was refused (by the form or the notice). */
  visitorTold?: boolean;
}

/**
 * The contact form's fields as schema/submission.ts validates them (docs/product/records.md); empty
 * optional fields are absent. The service is any text: a record of the older site may name one outside today's list.
 */
export type ContactFields = Omit<ContactSubmission, 'clientRecordId' | 'service'> & { service?: string };

/** The newsletter form's fields; consent as the visitor gave it (the schema accepts only true; records of the older site may say false). */
export type NewsletterFields = Omit<NewsletterSignup, 'clientRecordId' | 'optedIn'> & { optedIn: boolean };

/** One chat turn and the reply the site showed for it: the schema's message and recorded reply, under the names they are stored by. */
export interface ConversationFields {
  sessionId: ChatTurn['sessionId'];
  userMessage: ChatTurn['message'];
  aiResponse: NonNullable<ChatTurn['recordedResponse']>;
  /**
   * Who answered: 'fallback' for the local replies (the only turns ever sent, as the schema's
   * ChatProvider), else the name the backend gave for a turn it already holds.
   */
  provider: ChatProvider | (string & {});
  /** Pages of the site the reply linked to (absent on records from before links existed). */
  citedUrls?: ChatTurn['citedUrls'];
}

/** A contact-form submission. */
export type ContactRecord = DeliveryState & ContactFields;

/** A newsletter signup; `emailKey` is the lower-cased email used for the duplicate check. */
export type NewsletterRecord = DeliveryState & NewsletterFields & { emailKey: string };

/** One chat turn and the reply the site showed. */
export type ConversationRecord = DeliveryState & ConversationFields;

/** The fields a visitor provides for a kind. */
export type FieldsOf<K extends OutboxKind> = {
  contact: ContactFields;
  newsletter: NewsletterFields;
  conversation: ConversationFields;
}[K];

/** The record type stored for a kind. */
export type RecordOf<K extends OutboxKind> = {
  contact: ContactRecord;
  newsletter: NewsletterRecord;
  conversation: ConversationRecord;
}[K];

/** A record together with its kind, as lists across tables return it. */
export type OutboxEntry =
  | { kind: 'contact'; record: ContactRecord }
  | { kind: 'newsletter'; record: NewsletterRecord }
  | { kind: 'conversation'; record: ConversationRecord };

/** SPEC's `synced` flag, derived from the stored status (nothing shows it; the contract tests read it). @internal */
export function isSynced(record: Pick<DeliveryState, 'status'>): boolean {
  return record.status === 'delivered';
}
