/** Decides what an HTTP answer means for a record: delivered, refused for good, or retry later. */
import type { DeliveryOutcome } from './delivery-types';

const MAX_MESSAGE_CHARS = 500;

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message.trim().slice(0, MAX_MESSAGE_CHARS);
  }
  if (typeof body === 'string' && body.trim() !== '') return body.trim().slice(0, MAX_MESSAGE_CHARS);
  return undefined;
}

function saysUnsuccessful(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/**
 * 2xx → delivered (unless the body says success: false, which SPEC treats as an error);
 * 4xx other than 408/429 → rejected with the server's message; 408, 429, 5xx and anything
 * else → failed, to be retried.
 */
export function classifyResponse(status: number, body: unknown): DeliveryOutcome {
  const message = serverMessage(body);
  if (status >= 200 && status < 300) {
    if (!saysUnsuccessful(body)) return { type: 'delivered' };
    return { type: 'rejected', message: message ?? `The server did not accept this record (HTTP ${status}).` };
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    return { type: 'rejected', message: message ?? `The server refused this record (HTTP ${status}).` };
  }
  return { type: 'failed', message: message === undefined ? `HTTP ${status}` : `HTTP ${status}: ${message}` };
}

/** A thrown fetch (network down, time-out, CORS) is always a retryable failure. */
export function classifyError(error: unknown): DeliveryOutcome {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { type: 'failed', message: 'Timed out' };
  }
  const reason = error instanceof Error ? error.message : String(error);
  return { type: 'failed', message: `Network error: ${reason}` };
}
