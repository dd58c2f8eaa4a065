/** Types of lead-sink.mjs for the TypeScript tests that start it. */

/** One request the sink received. */
export interface SinkRecord {
  channel: 'webhook' | 'email';
  /** webhook-id, or the email's Idempotency-Key. */
  id: string | undefined;
  /** Date.now() on arrival. */
  at: number;
  /** The answer's status; null when a fault left it unanswered. */
  status: number | null;
  /** Answered 2xx. */
  accepted: boolean;
  /** Accepted before under the same id on the same channel. */
  repeat: boolean;
  /** The webhook's signature, or the email's API key, checked out. */
  verified: boolean;
  /** The JSON body (undefined when it was not JSON). */
  body: unknown;
}

/** A fault for one request: an answer of its own, or no answer at all. */
export type SinkFault = { status: number; headers?: Record<string, string> } | 'hang' | undefined;

export interface LeadSink {
  url: string;
  secret: string;
  apiKey: string;
  requests: SinkRecord[];
  /** The functions' LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET, RESEND_API_URL, RESEND_API_KEY, LEAD_EMAIL_TO, LEAD_EMAIL_FROM. */
  settings: Record<string, string>;
  fault: ((record: SinkRecord) => SinkFault) | undefined;
  setDown(down: boolean): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the sink on 127.0.0.1. */
export function startLeadSink(options?: { port?: number; print?: boolean; log?: (line: string) => void }): Promise<LeadSink>;
