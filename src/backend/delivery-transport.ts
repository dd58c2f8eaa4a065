/** Delivery of stored submissions (contact, newsletter, offline chat turns) with SPEC's outcome classes. */
import { backendTexts, httpStatusMessage } from './backend-texts';
import { callFunction, type FunctionName, serverMessage } from './edge-functions';
import type { OutboxTransport } from '../outbox/delivery-types';

export type { ContactPayload, ConversationPayload, NewsletterPayload } from '../outbox/delivery-types';

/** The outbox's outcome, plus the HTTP status when the server answered (for logs and tests). */
export type DeliveryOutcome =
  | { type: 'delivered' }
  | { type: 'rejected'; message: string; status: number }
  | { type: 'failed'; message: string; status?: number };

/** One sender per kind of record: the outbox's transport, over the edge functions. */
export type DeliveryTransport = OutboxTransport;

// SPEC sets no time-out for submissions; like the chat's 10 s, long enough for a slow mobile
// link and short enough that the visitor is told "stored locally" promptly.
const DELIVERY_TIMEOUT_MS = 10_000;

// 408 and 429 say "not now", not "never": they are retried like a network failure.
const isPermanentRefusal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Sends `payload` to `name` and classifies the answer. */
export async function deliver(name: FunctionName, payload: object): Promise<DeliveryOutcome> {
  const result = await callFunction(name, payload, { timeoutMs: DELIVERY_TIMEOUT_MS });
  if (result.ok) {
    // SPEC section 5: an answer whose success flag is false is an error carrying its message.
    const body = result.body as { success?: unknown } | null;
    if (typeof body === 'object' && body !== null && body.success === false) {
      return { type: 'rejected', status: result.status, message: serverMessage(body) ?? httpStatusMessage(result.status) };
    }
    return { type: 'delivered' };
  }
  if (result.kind === 'http' && result.status !== undefined && isPermanentRefusal(result.status)) {
    return { type: 'rejected', status: result.status, message: result.message };
  }
  if (result.kind === 'http') return { type: 'failed', status: result.status, message: result.message };
  return { type: 'failed', message: backendTexts.backendUnavailable };
}

/** The transport over the edge functions: contact-form, newsletter-signup and ai-chatbot. */
export function deliveryTransport(): DeliveryTransport {
  return {
    contact: (payload) => deliver('contact-form', payload),
    newsletter: (payload) => deliver('newsletter-signup', payload),
    conversation: (payload) => deliver('ai-chatbot', payload),
  };
}
