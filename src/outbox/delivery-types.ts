/** What delivery sends and what it learns: payloads, outcomes and the injected transport. */

/** SPEC call 1's body plus the record id the server dedupes on. */
export interface ContactPayload {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: string;
  message: string;
  clientRecordId: string;
}

/** SPEC call 2's body plus the record id. */
export interface NewsletterPayload {
  firstName: string;
  lastName: string;
  email: string;
  optedIn: true;
  clientRecordId: string;
}

/** SPEC call 3's body recording a turn the site already answered. */
export interface ConversationPayload {
  message: string;
  sessionId: string;
  clientRecordId: string;
  recordedResponse: string;
  provider: string;
  /** the site's pages the reply linked to */
  citedUrls?: string[];
}

/** The result of one delivery attempt: accepted, refused for good (4xx), or to be retried. */
export type DeliveryOutcome =
  | { type: 'delivered' }
  | { type: 'rejected'; message: string }
  | { type: 'failed'; message: string };

/** Sends one payload per kind; built by the caller, who knows the URLs and keys. */
export interface OutboxTransport {
  contact(payload: ContactPayload): Promise<DeliveryOutcome>;
  newsletter(payload: NewsletterPayload): Promise<DeliveryOutcome>;
  conversation(payload: ConversationPayload): Promise<DeliveryOutcome>;
}
