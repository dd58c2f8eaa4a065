/** Turns a stored record into what the operations page shows: who, masked email, excerpt, time, state. */
import { maskEmail } from '../../lib/mask-email';
import type { ConversationRecord, DeliveryStatus, OutboxEntry, OutboxKind } from '../../outbox/records';
import { SERVICE_OPTIONS } from '../../../schema/submission';
import { outboxStatusTexts } from './outbox-status-texts';
import { formatHourMinute } from '../../lib/format-hour-minute';

/** One row of the records list. */
export interface RecordView {
  key: string;
  kind: OutboxKind;
  status: DeliveryStatus;
  /** the person, or for a chat turn its conversation: '“What is GEO?” at 5:05 PM' */
  who: string;
  maskedEmail?: string;
  topic?: string;
  /** '' when `who` already says it all (a conversation's first question, quoted whole) */
  excerpt: string;
  /** ISO 8601, for <time dateTime>. */
  timestamp: string;
  /** en-US date and hour:minute in the device's time zone. */
  time: string;
  attempts: number;
  lastError?: string;
}

const EXCERPT_CHARS = 140;
/** Longest first question a conversation's name quotes whole. */
const CHAT_NAME_CHARS = 48;

/** `text` on one line, cut at a word boundary near `max` characters with an ellipsis. */
export function excerpt(text: string, max: number = EXCERPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** 'Oct 31, 2025, 1:05 PM' (en-US); `timeZone` is for tests, the page uses the device's. */
export function formatRecordTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

function serviceLabel(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return SERVICE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** The turn of a conversation that names it: its first question and when it was asked. */
type FirstTurn = Pick<ConversationRecord, 'id' | 'userMessage' | 'timestamp'>;

/** A chat turn's conversation, named by its first question (shortened) and that question's en-US hour:minute; the turn's own question below unless the name quotes it whole. */
function chatDetails(record: ConversationRecord, firstTurn: FirstTurn, timeZone?: string): Pick<RecordView, 'who' | 'excerpt'> {
  const named = excerpt(firstTurn.userMessage, CHAT_NAME_CHARS);
  const who = outboxStatusTexts.chatName(named, formatHourMinute(Date.parse(firstTurn.timestamp), timeZone));
  const question = excerpt(record.userMessage);
  return { who, excerpt: firstTurn.id === record.id && named === question ? '' : question };
}

function details(entry: OutboxEntry, firstTurn: FirstTurn | undefined, timeZone?: string): Pick<RecordView, 'who' | 'maskedEmail' | 'topic' | 'excerpt'> {
  switch (entry.kind) {
    case 'contact': {
      const { name, email, company, service, message } = entry.record;
      return { who: company ? `${name}, ${company}` : name, maskedEmail: maskEmail(email), topic: serviceLabel(service), excerpt: excerpt(message) };
    }
    case 'newsletter': {
      const { firstName, lastName, email, optedIn } = entry.record;
      return { who: `${firstName} ${lastName}`, maskedEmail: maskEmail(email), excerpt: optedIn ? 'Consented to marketing emails' : 'No consent recorded' };
    }
    case 'conversation':
      return chatDetails(entry.record, firstTurn ?? entry.record, timeZone);
  }
}

/** The view of one record; a chat turn is named by `firstTurn`, its conversation's first (itself when not given); `timeZone` is for tests. */
export function recordView(entry: OutboxEntry, timeZone?: string, firstTurn?: FirstTurn): RecordView {
  const { id, status, timestamp, attempts, lastError } = entry.record;
  return {
    key: `${entry.kind}:${id}`,
    kind: entry.kind,
    status,
    ...details(entry, firstTurn, timeZone),
    timestamp,
    time: formatRecordTime(timestamp, timeZone),
    attempts,
    lastError,
  };
}
