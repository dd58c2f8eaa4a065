/**
 * The fields a chat adds to a contact it hands to the team (transcript, origin, chat session), checked
 * for the contact-form function. Apart from submission.ts, whose checks every page's forms load: no
 * page validates a conversation, so none carries this code.
 */
import {
  FieldError,
  NAME_SPOOFING,
  ORIGIN_PAGE_MAX_LENGTH,
  SITE_PATH_PATTERN,
  TRANSCRIPT_LINE_MAX_LENGTH,
  TRANSCRIPT_MAX_BYTES,
  TRANSCRIPT_MAX_LINES,
  isBlankText,
  requiredText,
  sessionIdText,
  validate,
  withoutAbsent,
  type ContactOrigin,
  type ContactSubmission,
  type TranscriptLine,
  type ValidationResult,
} from './submission.ts';
import { validateContact } from './contact-submission.ts';

const SPOOFING_ALL = new RegExp(NAME_SPOOFING.source, 'gu');
// An ISO 8601 date and time with seconds optional, fraction optional, and a zone (Z or an offset).
const ISO_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

// Date.parse rolls 30 February over into March; a day that is not in its month is refused here.
function isRealDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

function isoTime(raw: unknown, field: string, label: string): string {
  const time = typeof raw === 'string' && ISO_TIME_PATTERN.test(raw) && isRealDate(raw) ? Date.parse(raw) : Number.NaN;
  if (Number.isNaN(time)) throw new FieldError(field, `${label} must be an ISO 8601 time, such as 2025-03-14T10:02:00Z.`);
  return new Date(time).toISOString();
}

// Every transcript problem is reported on the field 'transcript', its message naming the line.
// The conversation was accepted line by line by the chat, so a transcript is never refused for the
// invisible text-direction and tag characters a name may not hold: they are removed instead, so the
// team reads each line as it was written and no hidden text reaches them.
function transcriptLine(raw: unknown, index: number): TranscriptLine {
  const field = 'transcript';
  const label = `Transcript line ${index + 1}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new FieldError(field, `${label} must be an object with from, text and at.`);
  }
  const line = raw as Record<string, unknown>;
  if (line.from !== 'visitor' && line.from !== 'assistant') {
    throw new FieldError(field, `${label}: from must be 'visitor' or 'assistant'.`);
  }
  const visible = { [field]: typeof line.text === 'string' ? line.text.replace(SPOOFING_ALL, '') : line.text };
  const text = requiredText(visible, field, { label: `${label} text`, max: TRANSCRIPT_LINE_MAX_LENGTH, multiline: true });
  return { from: line.from, text, at: isoTime(line.at, field, `${label} time`) };
}

function transcript(input: Record<string, unknown>): TranscriptLine[] | undefined {
  const raw = input.transcript;
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) throw new FieldError('transcript', 'transcript must be a list of conversation lines.');
  if (raw.length > TRANSCRIPT_MAX_LINES) {
    throw new FieldError('transcript', `transcript may hold at most ${TRANSCRIPT_MAX_LINES} lines; send the latest ${TRANSCRIPT_MAX_LINES}.`);
  }
  const lines = raw.map(transcriptLine);
  if (lines.length === 0) return undefined;
  // Over the byte budget, the oldest lines give way rather than the contact being refused: the visitor's
  // own words travel in the message, and a refused record could never be sent.
  return utf8Length(JSON.stringify(lines)) > TRANSCRIPT_MAX_BYTES ? fitTranscript(lines) : lines;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

/**
 * The latest lines of a conversation that validateContact accepts, oldest first: each text trimmed
 * and cut to TRANSCRIPT_LINE_MAX_LENGTH characters (ending in an ellipsis), blank lines left out, at
 * most TRANSCRIPT_MAX_LINES lines within TRANSCRIPT_MAX_BYTES.
 */
export function fitTranscript(lines: readonly TranscriptLine[]): TranscriptLine[] {
  const kept: TranscriptLine[] = [];
  let bytes = 2;
  for (let index = lines.length - 1; index >= 0 && kept.length < TRANSCRIPT_MAX_LINES; index--) {
    const { from, at } = lines[index];
    const characters = Array.from(lines[index].text.replace(/\r\n?/g, '\n').trim());
    const text = characters.length > TRANSCRIPT_LINE_MAX_LENGTH ? `${characters.slice(0, TRANSCRIPT_LINE_MAX_LENGTH - 1).join('').trimEnd()}…` : characters.join('');
    if (isBlankText(text)) continue;
    const time = Date.parse(at);
    const line = { from, text, at: Number.isNaN(time) ? at : new Date(time).toISOString() };
    bytes += utf8Length(JSON.stringify(line)) + 1;
    if (bytes > TRANSCRIPT_MAX_BYTES) break;
    kept.unshift(line);
  }
  return kept;
}

function origin(input: Record<string, unknown>): ContactOrigin | undefined {
  const raw = input.origin;
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new FieldError('origin', "origin must be an object: { via: 'chat', page }.");
  const fields = raw as Record<string, unknown>;
  if (fields.via !== 'chat') throw new FieldError('origin', "origin.via must be 'chat'.");
  const page = fields.page;
  if (typeof page !== 'string' || page.length > ORIGIN_PAGE_MAX_LENGTH || !SITE_PATH_PATTERN.test(page)) {
    throw new FieldError('origin', `origin.page must be a path on this site starting with /, at most ${ORIGIN_PAGE_MAX_LENGTH} characters.`);
  }
  return { via: 'chat', page };
}

/**
 * Checks a contact as the contact-form function receives it: validateContact's fields first, then the
 * conversation a chat adds (transcript, origin, chatSessionId), each problem named with its line or field.
 */
export function validateContactWithChat(input: unknown): ValidationResult<ContactSubmission> {
  const contact = validateContact(input);
  if (!contact.ok) return contact;
  return validate(input, (body) =>
    withoutAbsent({ ...contact.value, transcript: transcript(body), origin: origin(body), chatSessionId: sessionIdText(body, 'chatSessionId') }),
  );
}
