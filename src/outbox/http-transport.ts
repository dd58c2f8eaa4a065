/** A fetch-based OutboxTransport for the page and the service worker; the caller supplies URLs and headers. */
import { classifyError, classifyResponse } from './classify-response';
import type { DeliveryOutcome, OutboxTransport } from './delivery-types';
import { withTimeout, type FetchLike } from './with-timeout';

/** Where each kind is sent, with which headers, and how long one delivery may take. */
export interface HttpTransportOptions {
  fetch: FetchLike;
  urls: { contact: string; newsletter: string; conversation: string };
  headers: Record<string, string>;
  timeoutMs: number;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POSTs JSON payloads and classifies the answers with classifyResponse / classifyError. */
export function createHttpTransport(options: HttpTransportOptions): OutboxTransport {
  const post = async (url: string, payload: object): Promise<DeliveryOutcome> => {
    try {
      return await withTimeout(options.timeoutMs, async (signal) => {
        const response = await options.fetch(url, {
          method: 'POST',
          headers: { ...options.headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
          signal,
        });
        return classifyResponse(response.status, await readBody(response));
      });
    } catch (error) {
      return classifyError(error);
    }
  };
  return {
    contact: (payload) => post(options.urls.contact, payload),
    newsletter: (payload) => post(options.urls.newsletter, payload),
    conversation: (payload) => post(options.urls.conversation, payload),
  };
}
