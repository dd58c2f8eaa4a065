/** Calls to the Deno edge functions (SPEC section 7, calls 1-4): time-outs and typed results, never a throw. */
import { CONNECTIVITY_PROBE_TIMEOUT_MS } from '../lib/spec-constants';
import { backendConfig } from './backend-config';
import { backendTexts, httpStatusMessage } from './backend-texts';

/** The edge functions the site calls. */
export type FunctionName = 'contact-form' | 'newsletter-signup' | 'ai-chatbot';

/** Why a call produced no usable answer. */
export type FunctionFailureKind = 'timeout' | 'network' | 'http' | 'unconfigured';

/** Outcome of one call: a 2xx answer with its parsed body, or a classified failure. */
export type FunctionResult =
  | { ok: true; status: number; body: unknown }
  | { ok: false; kind: FunctionFailureKind; status?: number; message: string; body?: unknown };

/** How to make a call: its time-out and (for the connectivity probe) the method. */
export interface CallOptions {
  timeoutMs: number;
  method?: 'POST' | 'OPTIONS';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The `message` (or `error`) string of an answer body, if it has one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return undefined;
}

/** POSTs `payload` (or sends OPTIONS) to /functions/v1/{name} with the anon key; aborts after `timeoutMs`. */
export async function callFunction(name: FunctionName, payload: unknown, options: CallOptions): Promise<FunctionResult> {
  const config = backendConfig();
  if (config === null) return { ok: false, kind: 'unconfigured', message: backendTexts.backendUnavailable };
  const method = options.method ?? 'POST';
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  try {
    const response = await fetch(`${config.url}/functions/v1/${name}`, {
      method,
      headers: {
        Authorization: `Bearer ${config.anonKey}`,
        apikey: config.anonKey,
        'Content-Type': 'application/json',
      },
      body: method === 'POST' ? JSON.stringify(payload ?? {}) : undefined,
      signal: controller.signal,
    });
    // The time-out also covers reading the body: a stalled answer is as useless as none.
    const body = await readBody(response);
    if (response.ok) return { ok: true, status: response.status, body };
    const message = serverMessage(body) ?? httpStatusMessage(response.status);
    return { ok: false, kind: 'http', status: response.status, message, body };
  } catch {
    return { ok: false, kind: timedOut ? 'timeout' : 'network', message: backendTexts.backendUnavailable };
  } finally {
    clearTimeout(timer);
  }
}

/** SPEC call 4: OPTIONS to contact-form with a 5 s time-out; true when the backend answers 2xx. */
export async function probeContactEndpoint(): Promise<boolean> {
  const result = await callFunction('contact-form', undefined, {
    method: 'OPTIONS',
    timeoutMs: CONNECTIVITY_PROBE_TIMEOUT_MS,
  });
  return result.ok;
}
