/** The outbox's record shapes: SPEC section 3's stored fields plus delivery bookkeeping. */

/** Where a record stands; stored as a string so IndexedDB can index it (never a boolean). */
export type DeliveryStatus = 'pending' | 'delivered' | 'rejected';

/** The three kinds of thing a visitor sends. */
export type OutboxKind = 'contact' | 'newsletter' | 'conversation';

/** Every kind, in the order the operations page lists them. */
export const OUTBOX_KINDS: readonly OutboxKind[] = ['contact', 'newsletter', 'conversation'];

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
  /** ISO 8601 time the server accepted it. */
  deliveredAt?: string;
}

/** A contact-form submission; empty optional fields are absent. */
export interface ContactRecord extends DeliveryState {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message: string;
}

/** A newsletter signup; `emailKey` is the lower-cased email used for the duplicate check. */
export interface NewsletterRecord extends DeliveryState {
  firstName: string;
  lastName: string;
  email: string;
  emailKey: string;
  optedIn: boolean;
}

/** One chat turn and the reply the site showed. */
export interface ConversationRecord extends DeliveryState {
  sessionId: string;
  userMessage: string;
  aiResponse: string;
  provider: string;
  /** Pages of the site the reply linked to (absent on records from before links existed). */
  citedUrls?: string[];
}

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

/** SPEC's `synced` flag, derived from the stored status. */
export function isSynced(record: Pick<DeliveryState, 'status'>): boolean {
  return record.status === 'delivered';
}
