/** What the suite's lead sink has received, read over HTTP from the worker (the sink runs in the global setup). */
import type { SinkRecord } from '../../../scripts/local-backend/lead-sink.mjs';
import { sinkUrl } from './backend-env';

/** A webhook's body as docs/lead-routing.md gives it. */
export interface LeadWebhook {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** A Resend email's body as the dispatcher sends it. */
export interface LeadEmail {
  from: string;
  to: string | string[];
  reply_to?: string | string[];
  subject: string;
  text: string;
  html?: string;
}

/** Every request the sink has received so far. */
export async function sinkRecords(): Promise<SinkRecord[]> {
  const res = await fetch(`${sinkUrl()}/received`);
  return (await res.json()) as SinkRecord[];
}
