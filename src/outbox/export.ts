/** Exports outbox records for the operations page: CSV for spreadsheets, JSON for tools. */
import type { OutboxEntry } from './records';

/** CSV columns, in order; fields a kind does not have stay empty. */
export const CSV_COLUMNS = [
  'kind',
  'id',
  'timestamp',
  'status',
  'attempts',
  'lastError',
  'deliveredAt',
  'name',
  'firstName',
  'lastName',
  'email',
  'company',
  'phone',
  'service',
  'message',
  'optedIn',
  'sessionId',
  'userMessage',
  'aiResponse',
  'provider',
] as const;

const PLAIN_NUMBER = /^[+-]?[\d\s().-]+$/;

// A cell starting with = + - @ is run as a formula by spreadsheets; visitors' text must never be.
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function csvCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = neutralised(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function flat(entry: OutboxEntry): Record<string, unknown> {
  return { kind: entry.kind, ...entry.record };
}

/** RFC 4180 CSV with a header row and CRLF line ends; quotes, commas and newlines are escaped. */
export function toCsv(entries: readonly OutboxEntry[]): string {
  const rows = entries.map((entry) => {
    const fields = flat(entry);
    return CSV_COLUMNS.map((column) => csvCell(fields[column])).join(',');
  });
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** Pretty-printed JSON array of the records, each with its kind. */
export function toJson(entries: readonly OutboxEntry[]): string {
  return `${JSON.stringify(entries.map(flat), null, 2)}\n`;
}
