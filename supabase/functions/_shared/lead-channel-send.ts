/** Sends one lead message on a channel (signed webhook or Resend) within 10 s, and says what came back without leaking a secret. */
import type { EmailSettings, WebhookSettings } from './lead-channel-settings.ts';
import type { EmailContent, WebhookEvent } from './lead-messages.ts';
import { retryAfterMs } from './retry-schedule.ts';
import { webhookHeaders } from './standard-webhook.ts';

/** Longest one request may take, answer included, before it counts as no answer. */
export const SEND_TIMEOUT_MS = 10_000;

/** The most of an answer (or error) kept in the attempts log. */
export const EXCERPT_LENGTH = 500;

/** What one attempt got: the status (null: no answer), how long it took, the start of the answer, and a Retry-After. */
export interface SendOutcome {
  status: number | null;
  latencyMs: number;
  excerpt: string;
  retryAfterMs?: number;
}

// Webhook URLs often carry their own token (a Zapier or Make hook): no URL goes into a log.
function redact(text: string): string {
  return text.replace(/https?:\/\/[^\s"'<>)]+/g, '<url>').slice(0, EXCERPT_LENGTH);
}

async function readExcerpt(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < EXCERPT_LENGTH) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return text;
}

async function send(url: string, init: RequestInit): Promise<SendOutcome> {
  const started = performance.now();
  const signal = AbortSignal.timeout(SEND_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, method: 'POST', signal, redirect: 'manual' });
    const excerpt = await readExcerpt(response);
    const retryAfter = retryAfterMs(response.headers.get('retry-after'), Date.now());
    return {
      status: response.status,
      latencyMs: Math.round(performance.now() - started),
      excerpt: redact(excerpt),
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
    };
  } catch (error) {
    const reason = signal.aborted ? `no answer within ${SEND_TIMEOUT_MS / 1000} s` : error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { status: null, latencyMs: Math.round(performance.now() - started), excerpt: redact(reason) };
  }
}

/** POSTs `event` to the webhook, signed, with `id` as its webhook-id. */
export async function sendWebhook(settings: WebhookSettings, id: string, event: WebhookEvent): Promise<SendOutcome> {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  return send(settings.url, { headers: await webhookHeaders(settings.key, id, timestamp, body), body });
}

/** Sends `email` to the team through Resend, with `id` as its Idempotency-Key (a retry within 24 h is not sent twice). */
export function sendEmail(settings: EmailSettings, id: string, email: EmailContent): Promise<SendOutcome> {
  const body = JSON.stringify({
    from: settings.from,
    to: settings.to,
    subject: email.subject,
    text: email.text,
    ...(email.replyTo ? { reply_to: email.replyTo } : {}),
  });
  return send(`${settings.apiUrl}/emails`, {
    headers: { authorization: `Bearer ${settings.apiKey}`, 'content-type': 'application/json', 'idempotency-key': id },
    body,
  });
}
