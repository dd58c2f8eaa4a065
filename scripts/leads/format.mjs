/** Text output of the operator tool: one-line cells, UTC times, ages and aligned tables. */

// Stored text comes from visitors: a control or bidi character must not move the terminal's cursor.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** `value` as one printable line, cut to `max` characters (null and undefined print as "-"). */
export function oneLine(value, max = Infinity) {
  if (value === null || value === undefined || value === '') return '-';
  const text = String(value).replace(UNPRINTABLE, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A timestamp as `2026-11-27 10:15:02Z` (UTC), or "-". */
export function utc(value) {
  if (!value) return '-';
  return new Date(value).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
}

/** How long ago `since` was, in the two largest units ("3 h 5 min", "42 s"). */
export function age(since, now = Date.now()) {
  let seconds = Math.max(0, Math.round((now - new Date(since).getTime()) / 1000));
  const parts = [];
  for (const [unit, size] of [['d', 86_400], ['h', 3_600], ['min', 60], ['s', 1]]) {
    if (seconds >= size || (unit === 's' && parts.length === 0)) {
      parts.push(`${Math.floor(seconds / size)} ${unit}`);
      seconds %= size;
    }
  }
  return parts.slice(0, 2).join(' ');
}

/** Rows (arrays of cells) as left-aligned columns under `headers`, two spaces apart. */
export function table(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => oneLine(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()).join('\n');
}

/** Every line of `text` indented by two spaces. */
export const indent = (text) => text.replace(/^/gm, '  ');

const SPEAKERS = { visitor: 'Visitor', assistant: 'Assistant' };

/** A chat handoff's conversation, one string per line: `Visitor (2026-11-27 10:02:07Z): text` (the text as stored, line breaks kept). */
export function transcriptLines(transcript) {
  if (!Array.isArray(transcript)) return [];
  return transcript.map((line) => {
    const at = Number.isNaN(Date.parse(line?.at)) ? '-' : utc(line.at);
    return `${SPEAKERS[line?.from] ?? 'Unknown'} (${at}): ${String(line?.text ?? '')}`;
  });
}
