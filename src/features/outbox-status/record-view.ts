/** Turns a stored record into what the operations page shows: who, masked email, excerpt, time, state. */
import { maskEmail } from '../../lib/mask-email';
import type { DeliveryStatus, OutboxEntry, OutboxKind } from '../../outbox/records';
import { SERVICE_OPTIONS } from '../../../schema/submission';

/** One row of the records list. */
export interface RecordView {
  key: string;
  kind: OutboxKind;
  status: DeliveryStatus;
  who: string;
  /** An identifier shown in a monospace face (the chat session). */
  reference?: string;
  maskedEmail?: string;
  topic?: string;
  excerpt: string;
  /** ISO 8601, for <time dateTime>. */
  timestamp: string;
  /** en-US date and hour:minute in the device's time zone. */
  time: string;
  attempts: number;
  lastError?: string;
}

const EXCERPT_CHARS = 140;

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

function details(entry: OutboxEntry): Pick<RecordView, 'who' | 'reference' | 'maskedEmail' | 'topic' | 'excerpt'> {
  switch (entry.kind) {
    case 'contact': {
      const { name, email, company, service, message } = entry.record;
      return { who: company ? `${name}, ${company}` : name, maskedEmail: maskEmail(email), topic: serviceLabel(service), excerpt: excerpt(message) };
    }
    case 'newsletter': {
      const { firstName, lastName, email, optedIn } = entry.record;
      return { who: `${firstName} ${lastName}`, maskedEmail: maskEmail(email), excerpt: optedIn ? 'Consented to marketing emails' : 'No consent recorded' };
    }
    case 'conversation': {
      const { sessionId, userMessage } = entry.record;
      return { who: 'Chat session', reference: sessionId, excerpt: excerpt(userMessage) };
    }
  }
}

/** The view of one record; `timeZone` is for tests. */
export function recordView(entry: OutboxEntry, timeZone?: string): RecordView {
  const { id, status, timestamp, attempts, lastError } = entry.record;
  return {
    key: `${entry.kind}:${id}`,
    kind: entry.kind,
    status,
    ...details(entry),
    timestamp,
    time: formatRecordTime(timestamp, timeZone),
    attempts,
    lastError,
  };
}
