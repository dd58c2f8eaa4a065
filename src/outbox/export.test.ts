import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, toCsv, toJson } from './export';
import type { OutboxEntry } from './records';

const state = { timestamp: '2025-09-18T10:00:00.000Z', status: 'pending' as const, attempts: 2, lastError: 'HTTP 503' };
const entries: OutboxEntry[] = [
  { kind: 'contact', record: { ...state, id: 'c-1', name: 'Doe, Jane', email: 'jane@example.com', phone: '+1 555 0100', message: 'She said "hi"\nthen left\r\nfor good' } },
  { kind: 'newsletter', record: { ...state, id: 'n-1', firstName: '=HYPERLINK("x")', lastName: 'Lee', email: 'ann@example.com', emailKey: 'ann@example.com', optedIn: true } },
];

// A minimal RFC 4180 reader, to check that escaped values come back unchanged.
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated row per record', () => {
    const csv = toCsv(entries);
    expect(csv.startsWith(`${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toHaveLength(3);
  });

  it('quotes commas, quotes and newlines so each value survives a round trip', () => {
    const csv = toCsv(entries);
    expect(csv).toContain('"Doe, Jane"');
    expect(csv).toContain('"She said ""hi""\nthen left\r\nfor good"');
    const [header, contact] = parseCsv(csv);
    const row = Object.fromEntries(header.map((column, index) => [column, contact[index]]));
    expect(row).toMatchObject({ kind: 'contact', id: 'c-1', name: 'Doe, Jane', message: 'She said "hi"\nthen left\r\nfor good', phone: '+1 555 0100', attempts: '2', firstName: '' });
  });

  it('stops spreadsheet formulas in visitor text from running', () => {
    const [header, , signup] = parseCsv(toCsv(entries));
    expect(signup[header.indexOf('firstName')]).toBe(`'=HYPERLINK("x")`);
  });

  it('is just the header for no records', () => {
    expect(toCsv([])).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('toJson', () => {
  it('lists every record with its kind', () => {
    expect(JSON.parse(toJson(entries))).toEqual([
      { kind: 'contact', ...entries[0].record },
      { kind: 'newsletter', ...entries[1].record },
    ]);
  });
});
