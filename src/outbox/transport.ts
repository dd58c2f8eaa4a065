/**
 * The one HTTP transport to the edge functions, shared by the page and the service worker, which
 * only configure it: the request bodies, time-outs, Retry-After, and what each answer means.
 */
import { CONNECTIVITY_PROBE_TIMEOUT_MS } from '../lib/spec-constants';
import type { ContactRecord, ConversationRecord, NewsletterRecord, OutboxKind, Outcome, RecordOf } from './records';
import type { BackendSettings } from './backend-settings';
// A record kept by an older version of the site has no human signals, and is not suspect.
import { readChatHandoff, readHumanSignals } from '../../schema/submission';

/** The `fetch` shape the transport needs, so page, worker and tests can pass their own. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The edge functions the site calls. */
export type FunctionName = 'contact-form' | 'newsletter-signup' | 'ai-chatbot';

/** The function each kind is delivered to. */
export const FUNCTION_FOR: Readonly<Record<OutboxKind, FunctionName>> = {
  contact: 'contact-form',
  newsletter: 'newsletter-signup',
  conversation: 'ai-chatbot',
};

/** What came back from one request: an HTTP answer (any status), or nothing (network failure, time-out). */
export type HttpAnswer =
  | { type: 'answered'; status: number; body: unknown; retryAfterMs?: number; contentType?: string }
  | { type: 'unreached'; timedOut: boolean; message: string };

/** The answer to a batch: a verdict per record (in order), or one outcome for the whole request. */
export type BatchAnswer = { type: 'per-record'; outcomes: Outcome[]; retryAfterMs?: number } | { type: 'whole'; outcome: Outcome };

/**
 * What docs/product/calls.md call 4 found: reachable (a 2xx), or not; a server that answers 429 or 503 with a
 * Retry-After is up but asks for a pause, which the round honours instead of SPEC's 30 s.
 */
export type ProbeResult = { reachable: true } | { reachable: false; status?: number; retryAfterMs?: number };

/** The transport: built once per context from the settings. */
export interface Transport {
  /** docs/product/calls.md call 4: OPTIONS to contact-form within 5 s. */
  probe(): Promise<ProbeResult>;
  /** Sends one record in SPEC's single-request shape (a form's own attempt). */
  submit<K extends OutboxKind>(kind: K, record: RecordOf<K>, timeoutMs: number): Promise<Outcome>;
  /** Sends records of one kind as one batch request. */
  deliverBatch<K extends OutboxKind>(kind: K, records: ReadonlyArray<RecordOf<K>>, timeoutMs: number): Promise<BatchAnswer>;
  /** POSTs any JSON body to a function (the chat's live question). */
  request(name: FunctionName, body: unknown, timeoutMs: number): Promise<HttpAnswer>;
}

/** The longest wait a Retry-After may impose on the site. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;
const MAX_MESSAGE_CHARS = 500;

function optional(field: string, value: string | undefined): Record<string, string> {
  return value === undefined || value.trim() === '' ? {} : { [field]: value };
}

/** The body the edge function expects for a record (docs/product/calls.md calls 1 to 3 plus the record id). */
export function payloadOf<K extends OutboxKind>(kind: K, record: RecordOf<K>): Record<string, unknown> {
  if (kind === 'contact') {
    const contact = record as ContactRecord;
    return {
      name: contact.name,
      email: contact.email,
      ...optional('company', contact.company),
      ...optional('phone', contact.phone),
      ...optional('service', contact.service),
      message: contact.message,
      clientRecordId: contact.id,
      ...readChatHandoff(contact),
      ...readHumanSignals(contact),
    };
  }
  if (kind === 'newsletter') {
    const signup = record as NewsletterRecord;
    // Consent is always true: the form requires it, and legacy signups without it are never sent.
    return { firstName: signup.firstName, lastName: signup.lastName, email: signup.email, optedIn: true, clientRecordId: signup.id, ...readHumanSignals(signup) };
  }
  const turn = record as ConversationRecord;
  return {
    message: turn.userMessage,
    sessionId: turn.sessionId,
    clientRecordId: turn.id,
    recordedResponse: turn.aiResponse,
    provider: turn.provider,
    ...(turn.citedUrls?.length ? { citedUrls: turn.citedUrls } : {}),
  };
}

/** Milliseconds a Retry-After header asks for (seconds or an HTTP date), capped; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header.trim());
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : undefined;
}

/** The `message` (or `error`) text of an answer body, trimmed and shortened. */
export function serverMessage(body: unknown): string | undefined {
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_MESSAGE_CHARS) : undefined);
  if (typeof body === 'string') return pick(body);
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  return pick(message) ?? pick(error);
}

const REFUSALS = new Set([400, 413, 415, 422]);
const CONFIGURATION = new Set([401, 403, 404, 405]);

const isSuccess = (status: number) => status >= 200 && status < 300;

function fieldsOf(body: unknown): { success?: unknown; alreadySubscribed?: unknown; results?: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
}

// A 2xx that is not a function's JSON answer: a Wi-Fi sign-in page, a proxy or a wrong address answered instead.
function unrecognised(answer: Extract<HttpAnswer, { type: 'answered' }>): Outcome {
  const what = answer.contentType === undefined || answer.contentType === '' ? 'no content type' : answer.contentType.split(';')[0].trim();
  return {
    type: 'queued',
    reason: 'unrecognised',
    message: `HTTP ${answer.status} (${what}) was not the backend's answer, so nothing was delivered (a Wi-Fi sign-in page or a wrong backend address?)`,
  };
}

/**
 * What an answer to a single request means for a record. 2xx: delivered only on the function's
 * own answer, `success: true` (the newsletter's `alreadySubscribed` marks an email subscribed
 * before); `success: false` is refused (SPEC section 5: its message is the error); any other 2xx
 * is not the backend's and is retried. 400/413/415/422: refused for good. 429: throttled.
 * 401/403/404/405: a configuration problem. Anything else (5xx, 408): the server's trouble. No
 * answer at all: offline. Everything but a refusal is retried.
 */
export function classify(answer: HttpAnswer): Outcome {
  if (answer.type === 'unreached') return { type: 'queued', reason: 'offline', message: answer.message };
  const { status, body, retryAfterMs } = answer;
  const message = serverMessage(body);
  const retry = retryAfterMs === undefined ? {} : { retryAfterMs };
  if (isSuccess(status)) {
    const fields = fieldsOf(body);
    if (fields.success === false) return { type: 'rejected', message: message ?? `The server did not accept this (HTTP ${status}).` };
    if (fields.success !== true) return unrecognised(answer);
    return fields.alreadySubscribed === true ? { type: 'delivered', already: true } : { type: 'delivered' };
  }
  if (REFUSALS.has(status)) return { type: 'rejected', message: message ?? `The server refused this (HTTP ${status}).` };
  const described = `HTTP ${status}${message === undefined ? '' : `: ${message}`}`;
  if (status === 429) return { type: 'queued', reason: 'throttled', message: described, ...retry };
  if (CONFIGURATION.has(status)) {
    return { type: 'queued', reason: 'configuration', message: `${described} (check the backend address and key this site was built with)`, ...retry };
  }
  return { type: 'queued', reason: 'server', message: described, ...retry };
}

interface BatchResult {
  index?: unknown;
  clientRecordId?: unknown;
  status?: unknown;
  message?: unknown;
}

function verdictOf(result: BatchResult | undefined, retryAfterMs: number | undefined): Outcome {
  switch (result?.status) {
    case 'stored':
    case 'duplicate':
      return { type: 'delivered' };
    case 'already':
      return { type: 'delivered', already: true };
    case 'rejected':
      return { type: 'rejected', message: serverMessage(result) ?? 'The server refused this record.' };
    case 'rate-limited':
      return { type: 'queued', reason: 'throttled', message: 'Over the rate limit; sent again later.', ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    default:
      return { type: 'queued', reason: 'server', message: 'The server gave no verdict for this record.' };
  }
}

/**
 * Reads the answer to a batch of the records `ids` (in the order sent): the function's per-record
 * verdicts (`{success: true, results}`), each counted only for the record whose id it names;
 * otherwise one outcome for all, where a 2xx without verdicts is not the backend's answer.
 */
export function readBatchAnswer(answer: HttpAnswer, ids: readonly string[]): BatchAnswer {
  if (answer.type === 'unreached') return { type: 'whole', outcome: classify(answer) };
  const fields = fieldsOf(answer.body);
  if (fields.success !== true || !Array.isArray(fields.results)) {
    const unanswered = isSuccess(answer.status) && fields.success !== false;
    return { type: 'whole', outcome: unanswered ? unrecognised(answer) : classify(answer) };
  }
  const byIndex = new Map<number, BatchResult>();
  for (const result of fields.results as BatchResult[]) if (typeof result?.index === 'number') byIndex.set(result.index, result);
  const outcomes = ids.map((id, index) => {
    const result = byIndex.get(index);
    const sameRecord = typeof result?.clientRecordId === 'string' && result.clientRecordId.toLowerCase() === id.toLowerCase();
    return verdictOf(sameRecord ? result : undefined, answer.retryAfterMs);
  });
  return { type: 'per-record', outcomes, ...(answer.retryAfterMs === undefined ? {} : { retryAfterMs: answer.retryAfterMs }) };
}

/** True for `application/json` and `application/*+json`, with or without parameters. */
function isJsonType(contentType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json$/i.test(contentType.split(';')[0].trim());
}

// Only a body labelled JSON is parsed: a page that merely looks like JSON is not the function's answer.
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  if (!isJsonType(response.headers.get('Content-Type') ?? '')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Builds the transport for `settings`; `fetchImpl` is the page's or the worker's fetch. */
export function createTransport(settings: BackendSettings, fetchImpl: FetchLike): Transport {
  const headers = { Authorization: `Bearer ${settings.anonKey}`, apikey: settings.anonKey };
  const url = (name: FunctionName) => `${settings.url}/functions/v1/${name}`;

  const send = async (name: FunctionName, init: RequestInit, timeoutMs: number): Promise<HttpAnswer> => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    // Racing as well as aborting: a fetch that ignores its signal cannot hold the caller either.
    const deadline = new Promise<HttpAnswer>((resolve) =>
      controller.signal.addEventListener('abort', () => resolve({ type: 'unreached', timedOut: true, message: `No answer within ${timeoutMs / 1000} s` })),
    );
    const attempt = (async (): Promise<HttpAnswer> => {
      try {
        const response = await fetchImpl(url(name), { ...init, headers: { ...headers, ...init.headers }, signal: controller.signal });
        // The time-out also covers reading the body: a stalled answer is as useless as none.
        const body = await readBody(response);
        const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
        const contentType = response.headers.get('Content-Type') ?? '';
        return { type: 'answered', status: response.status, body, contentType, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
      } catch (error) {
        if (timedOut) return { type: 'unreached', timedOut: true, message: `No answer within ${timeoutMs / 1000} s` };
        return { type: 'unreached', timedOut: false, message: `Network error: ${error instanceof Error ? error.message : String(error)}` };
      }
    })();
    try {
      return await Promise.race([attempt, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };

  const post = (name: FunctionName, body: unknown, timeoutMs: number) =>
    send(name, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, timeoutMs);

  return {
    async probe(): Promise<ProbeResult> {
      const answer = await send('contact-form', { method: 'OPTIONS' }, CONNECTIVITY_PROBE_TIMEOUT_MS);
      if (answer.type === 'unreached') return { reachable: false };
      if (answer.status >= 200 && answer.status < 300) return { reachable: true };
      const paced = (answer.status === 429 || answer.status === 503) && answer.retryAfterMs !== undefined;
      return { reachable: false, status: answer.status, ...(paced ? { retryAfterMs: answer.retryAfterMs } : {}) };
    },
    async submit(kind, record, timeoutMs) {
      return classify(await post(FUNCTION_FOR[kind], payloadOf(kind, record), timeoutMs));
    },
    async deliverBatch(kind, records, timeoutMs) {
      const body = { records: records.map((record) => payloadOf(kind, record)) };
      return readBatchAnswer(
        await post(FUNCTION_FOR[kind], body, timeoutMs),
        records.map((record) => record.id),
      );
    },
    request: post,
  };
}
