/** Validation of what visitors send, shared by the edge functions and the site. No imports, on purpose. */

/** The contact form's service choices (docs/product/records.md), with the labels the form shows. */
export const SERVICE_OPTIONS = [
  { value: 'comprehensive-audit', label: 'Comprehensive AI Authority Audit' },
  { value: 'aeo-geo-strategy', label: 'AEO & GEO Strategy' },
  { value: 'ai-content-creation', label: 'AI Content Creation' },
  { value: 'technical-seo', label: 'Technical SEO' },
  { value: 'marketing-automation', label: 'Marketing Automation' },
  { value: 'analytics-reporting', label: 'Analytics & Reporting' },
  { value: 'full-transformation', label: 'Full Digital Transformation' },
] as const;

/** One of the seven contact-form service values. */
export type ServiceOption = (typeof SERVICE_OPTIONS)[number]['value'];

/** Length limits in characters (Unicode code points), mirrored by the database's check constraints. */
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const COMPANY_MAX_LENGTH = 200;
export const PHONE_MAX_LENGTH = 40;
export const MESSAGE_MAX_LENGTH = 5000;
export const FIRST_NAME_MAX_LENGTH = 100;
export const LAST_NAME_MAX_LENGTH = 100;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const SESSION_ID_MAX_LENGTH = 128;
export const RECORDED_RESPONSE_MAX_LENGTH = 10000;
/** A conversation handed to the team carries at most this many lines, each at most TRANSCRIPT_LINE_MAX_LENGTH after trimming. */
export const TRANSCRIPT_MAX_LINES = 40;
export const TRANSCRIPT_LINE_MAX_LENGTH = 2000;
/**
 * The lines together, as UTF-8 JSON with their times in UTC, at most this many bytes, so the longest
 * contact with its transcript stays under the functions' 64 KB body limit: a sender keeps the latest
 * lines that fit (fitTranscript), and validateContactWithChat drops the oldest of a longer one.
 */
export const TRANSCRIPT_MAX_BYTES = 40_000;
/** The page a handed-off conversation was on: a path on this site of at most this many characters. */
export const ORIGIN_PAGE_MAX_LENGTH = 200;
/** A reply links to at most this many of the site's pages, each a path of at most CITED_URL_MAX_LENGTH. */
export const CITED_URLS_MAX = 5;
export const CITED_URL_MAX_LENGTH = 300;

/** docs/product/texts.md's consent error, word for word. */
export const CONSENT_REQUIRED_MESSAGE = 'Please consent to receive marketing communications';

// What a form sends besides the visitor's words, to tell a person from a script: a hidden field a
// person never fills (a honeypot), and how long after the page appeared the form was sent. A suspect
// lead is stored but its notifications are held (docs/lead-routing.md); never a reason to refuse, so
// the visitor's answer is the same.

/** The honeypot's field name in the form and in the payload. */
export const HONEYPOT_FIELD = 'website';

/** A form sent sooner than this after its page appeared was not filled in by a person. */
export const HUMAN_MIN_ELAPSED_MS = 1500;

/** The signals a submission may carry; an older device's record carries neither and is not suspect. */
export interface HumanSignals {
  /** What was in the hidden field: empty for a person. */
  website?: string;
  /** Milliseconds from the page's start to the send. */
  elapsedMs?: number;
}

/** Why a submission is held as suspected spam, as the database stores it. */
export type SpamReason = 'honeypot' | 'too-fast';

/** The signals of a request body or a stored record, leniently: anything malformed or empty is as if absent. */
export function readHumanSignals(body: object): HumanSignals {
  const fields = body as Record<string, unknown>;
  const website = typeof fields[HONEYPOT_FIELD] === 'string' ? (fields[HONEYPOT_FIELD] as string).slice(0, 200) : undefined;
  const elapsed = fields.elapsedMs;
  const elapsedMs = typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed >= 0 ? Math.round(elapsed) : undefined;
  return { ...(website ? { website } : {}), ...(elapsedMs === undefined ? {} : { elapsedMs }) };
}

/** What a chat handoff adds to a contact: its conversation, where it came from and the chat's session. */
export type ChatHandoff = Pick<ContactSubmission, 'transcript' | 'origin' | 'chatSessionId'>;

/**
 * The chat handoff fields of a stored record or request body, unchanged, each only when present in its
 * type's shape (a list, an object, text); the function checks them (schema/contact-handoff.ts).
 */
export function readChatHandoff(body: object): ChatHandoff {
  const { transcript, origin, chatSessionId } = body as Record<string, unknown>;
  return {
    ...(Array.isArray(transcript) && transcript.length > 0 ? { transcript: transcript as TranscriptLine[] } : {}),
    ...(typeof origin === 'object' && origin !== null && !Array.isArray(origin) ? { origin: origin as ContactOrigin } : {}),
    ...(typeof chatSessionId === 'string' && chatSessionId !== '' ? { chatSessionId } : {}),
  };
}

/** Whether the signals mark the submission as suspected spam, and why; undefined for a person (or no signals). */
export function spamReasonOf(signals: HumanSignals): SpamReason | undefined {
  if (signals.website !== undefined && signals.website.trim() !== '') return 'honeypot';
  if (signals.elapsedMs !== undefined && signals.elapsedMs < HUMAN_MIN_ELAPSED_MS) return 'too-fast';
  return undefined;
}

/** Outcome of a validator: the cleaned value, or the first offending field with a message for people. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; field: string; message: string };

/** One line of a chat conversation handed to the team: who said it, what, and when (an ISO 8601 time). */
export interface TranscriptLine {
  from: 'visitor' | 'assistant';
  text: string;
  /** stored as UTC, e.g. 2025-03-14T10:02:00.000Z */
  at: string;
}

/** Where a contact came from, when not the contact form alone: the chat, on this page of the site. */
export interface ContactOrigin {
  via: 'chat';
  /** the site path the chat was open on, e.g. /services/answer-engine-optimization */
  page: string;
}

/** A contact submission as stored (docs/product/calls.md call 1 plus the outbox's record id, the form's human signals, and a chat handoff's conversation). */
export interface ContactSubmission extends HumanSignals {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  service?: ServiceOption;
  message: string;
  clientRecordId?: string;
  /** the conversation so far, oldest first, when the contact was sent from the chat */
  transcript?: TranscriptLine[];
  origin?: ContactOrigin;
  /** the chat's session id (the same id its turns were recorded under) */
  chatSessionId?: string;
}

/** A newsletter signup (docs/product/calls.md call 2 plus the outbox's record id and the form's human signals). */
export interface NewsletterSignup extends HumanSignals {
  firstName: string;
  lastName: string;
  email: string;
  optedIn: true;
  clientRecordId?: string;
}

/** Who answered a recorded chat turn: the site's local replies, or Gemini through an earlier call. */
export type ChatProvider = 'fallback' | 'gemini';

/** A chat turn (docs/product/calls.md call 3); with recordedResponse it records a reply the site already showed. */
export interface ChatTurn {
  message: string;
  sessionId: string;
  clientRecordId?: string;
  recordedResponse?: string;
  provider?: ChatProvider;
  /** the site's pages the reply linked to (its sources, or where to read more) */
  citedUrls?: string[];
}

/** A field's problem, thrown inside a validator (schema/contact-handoff.ts throws it too). */
export class FieldError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}

/** How a text field is checked. */
export interface TextRule {
  label: string;
  max: number;
  multiline?: boolean;
  /** A person's name, shown to the firm as who wrote: no characters that reorder or hide text. */
  name?: boolean;
}

const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;
/** A path on this site, never another origin ('//host', '/\\host') or anything with spaces or markup. */
export const SITE_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~/#%?=&]*$/;
// Characters that show nothing on their own: white space, zero-width and other default-ignorable
// characters (U+200B, U+2060, U+FEFF, soft hyphen, Hangul fillers, variation selectors, tags),
// format controls, and the blank Braille pattern.
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\u2800]*$/u;
/**
 * Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) make a name read
 * otherwise than it is written; tag characters (U+E0000-U+E007F) carry text nobody sees.
 */
export const NAME_SPOOFING = /[\u202A-\u202E\u2066-\u2069\u{E0000}-\u{E007F}]/u;

/** Most records one batch request may carry (the outbox sends fewer). */
export const BATCH_MAX_RECORDS = 100;

/** True for text a reader would see as empty: nothing but white space and invisible characters. */
export function isBlankText(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

// Control characters (other than newline and tab in multi-line fields) and lone UTF-16
// surrogates are never part of honest text, and Postgres cannot store NUL.
function hasForbiddenCharacters(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || code === 0x09) {
      if (!multiline) return true;
    } else if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) {
      return true;
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/**
 * Trims, normalises line endings and enforces type, length and allowed characters; undefined for
 * absent or blank input (invisible characters only count as blank).
 */
export function optionalText(input: Record<string, unknown>, field: string, rule: TextRule): string | undefined {
  const raw = input[field];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') throw new FieldError(field, `${rule.label} must be text.`);
  const text = raw.replace(/\r\n?/g, '\n').trim();
  if (isBlankText(text)) return undefined;
  if (Array.from(text).length > rule.max) {
    throw new FieldError(field, `${rule.label} must be at most ${rule.max.toLocaleString('en-US')} characters.`);
  }
  if (hasForbiddenCharacters(text, rule.multiline === true)) throw new FieldError(field, `${rule.label} contains characters that are not allowed.`);
  if (rule.name === true && NAME_SPOOFING.test(text)) {
    throw new FieldError(field, `${rule.label} contains invisible text-direction or tag characters, which are not allowed in a name.`);
  }
  return text;
}

/** optionalText's check of a field that must be there. */
export function requiredText(input: Record<string, unknown>, field: string, rule: TextRule): string {
  const text = optionalText(input, field, rule);
  if (text === undefined) throw new FieldError(field, `${rule.label} is required.`);
  return text;
}

/** The required email field: an address of the usual form, its local part at most 64 characters. */
export function email(input: Record<string, unknown>): string {
  const text = requiredText(input, 'email', { label: 'Email address', max: EMAIL_MAX_LENGTH });
  const [local = ''] = text.split('@');
  if (!EMAIL_PATTERN.test(text) || local.length > 64) {
    throw new FieldError('email', 'Please enter a valid email address.');
  }
  return text;
}

/** The outbox's record id, a UUID (lower-cased), or undefined when absent. */
export function clientRecordId(input: Record<string, unknown>): string | undefined {
  const raw = input.clientRecordId;
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string' || !UUID_PATTERN.test(raw)) {
    throw new FieldError('clientRecordId', 'clientRecordId must be a UUID.');
  }
  return raw.toLowerCase();
}

function citedUrls(input: Record<string, unknown>): string[] | undefined {
  const raw = input.citedUrls;
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > CITED_URLS_MAX) {
    throw new FieldError('citedUrls', `citedUrls must be a list of at most ${CITED_URLS_MAX} paths on this site.`);
  }
  for (const url of raw) {
    if (typeof url !== 'string' || url.length > CITED_URL_MAX_LENGTH || !SITE_PATH_PATTERN.test(url)) {
      throw new FieldError('citedUrls', 'Each cited URL must be a path on this site, such as /services/answer-engine-optimization.');
    }
  }
  return raw.length === 0 ? undefined : (raw as string[]);
}

/** A session id field: at most SESSION_ID_MAX_LENGTH letters, digits and _ . : - (or absent). */
export function sessionIdText(input: Record<string, unknown>, field: string): string | undefined {
  const id = optionalText(input, field, { label: field, max: SESSION_ID_MAX_LENGTH });
  if (id !== undefined && !SESSION_ID_PATTERN.test(id)) {
    throw new FieldError(field, `${field} may contain only letters, digits and _ . : -`);
  }
  return id;
}

/** Runs `build` on an object body, turning a thrown FieldError into the validator's refusal. */
export function validate<T>(input: unknown, build: (body: Record<string, unknown>) => T): ValidationResult<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, field: 'body', message: 'Request body must be a JSON object.' };
  }
  try {
    return { ok: true, value: build(input as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

/** `value` without its undefined fields. */
export function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** Checks docs/product/calls.md call 2's payload: first and last name, email, and optedIn exactly true. */
export function validateNewsletter(input: unknown): ValidationResult<NewsletterSignup> {
  return validate(input, (body) => {
    const firstName = requiredText(body, 'firstName', { label: 'First name', max: FIRST_NAME_MAX_LENGTH, name: true });
    const lastName = requiredText(body, 'lastName', { label: 'Last name', max: LAST_NAME_MAX_LENGTH, name: true });
    const address = email(body);
    if (body.optedIn !== true) throw new FieldError('optedIn', CONSENT_REQUIRED_MESSAGE);
    return withoutAbsent({ firstName, lastName, email: address, optedIn: true as const, clientRecordId: clientRecordId(body), ...readHumanSignals(body) });
  });
}

/** Checks docs/product/calls.md call 3's payload, and the outbox's record-only form for replies already shown. */
export function validateChat(input: unknown): ValidationResult<ChatTurn> {
  return validate(input, (body) => {
    const message = requiredText(body, 'message', { label: 'Message', max: CHAT_MESSAGE_MAX_LENGTH, multiline: true });
    const sessionId = sessionIdText(body, 'sessionId');
    if (sessionId === undefined) throw new FieldError('sessionId', 'sessionId is required.');
    const id = clientRecordId(body);
    const recordedResponse = optionalText(body, 'recordedResponse', {
      label: 'recordedResponse',
      max: RECORDED_RESPONSE_MAX_LENGTH,
      multiline: true,
    });
    const provider = body.provider ?? undefined;
    if (provider !== undefined && provider !== 'fallback' && provider !== 'gemini') {
      throw new FieldError('provider', "provider must be 'fallback' or 'gemini'.");
    }
    if (recordedResponse === undefined && provider !== undefined) {
      throw new FieldError('recordedResponse', 'recordedResponse is required when provider is given.');
    }
    if (recordedResponse !== undefined && id === undefined) {
      throw new FieldError('clientRecordId', 'clientRecordId is required to record a reply.');
    }
    return withoutAbsent({
      message,
      sessionId,
      clientRecordId: id,
      recordedResponse,
      provider: recordedResponse === undefined ? undefined : (provider ?? 'fallback'),
      citedUrls: recordedResponse === undefined ? undefined : citedUrls(body),
    });
  });
}
