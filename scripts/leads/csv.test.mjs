/** The export's CSV: RFC 4180 quoting and line ends, and cells a spreadsheet would run as formulas neutralised. */
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.mjs';
import { leadsCsv } from './export.mjs';

describe('csvCell', () => {
  it('leaves plain text alone and writes null as an empty cell', () => {
    expect(csvCell('Dana Whitfield')).toBe('Dana Whitfield');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(new Date('2026-11-27T10:15:01.904Z'))).toBe('2026-11-27T10:15:01.904Z');
  });

  it('quotes a cell holding a comma, a quote, CR or LF, doubling its quotes', () => {
    expect(csvCell('Whitfield, Co')).toBe('"Whitfield, Co"');
    expect(csvCell('the "best" firm')).toBe('"the ""best"" firm"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+', '+1 (212) 555-0147', "'+1 (212) 555-0147"],
    ['-', '-2+3+cmd|\' /C calc\'!A0', "'-2+3+cmd|' /C calc'!A0"],
    ['@', '@SUM(1+9)', "'@SUM(1+9)"],
    ['tab', '\t=1+2', "'\t=1+2"],
    ['CR', '\r=1+2', `"'\r=1+2"`],
  ])('neutralises a cell starting with %s by a leading quote, then quotes it if needed', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('does not touch those characters later in a cell', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

describe('toCsv', () => {
  it('ends every record with CRLF, newlines inside a quoted cell kept as they are', () => {
    expect(toCsv([['a', 'b'], ['1', 'x\ny']])).toBe('a,b\r\n1,"x\ny"\r\n');
  });

  it('turns leads into a header and one record per lead, oldest first, with each channel\'s state', () => {
    const lead = (id, created, extra) => ({
      id, kind: 'contact', client_record_id: null, created_at: new Date(created), name: 'N', first_name: null, last_name: null,
      email: 'n@example.com', company: null, phone: null, service: null, message: 'm', spam_reason: null, released_at: null,
      channels: { webhook: { state: 'delivered', attempts: 1 }, email: { state: 'dead', attempts: 10 } }, ...extra,
    });
    const text = leadsCsv([lead('b', '2026-11-27T10:00:00Z', { name: '=cmd' }), lead('a', '2026-11-26T10:00:00Z')]);
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^received_at,kind,lead_id,/);
    expect(lines[1]).toBe('2026-11-26T10:00:00.000Z,contact,a,,N,,,n@example.com,,,,m,,,,,,delivered,1,dead,10');
    expect(lines[2]).toContain(",'=cmd,");
    expect(lines[3]).toBe('');
  });

  it('gives a lead from the chat its page, session and conversation, one cell a line per turn that never starts a formula', () => {
    const text = leadsCsv([{
      id: 'c', kind: 'chat', client_record_id: null, created_at: new Date('2026-11-27T10:04:00Z'), name: 'N', first_name: null, last_name: null,
      email: 'n@example.com', company: null, phone: null, service: null, message: 'm', spam_reason: null, released_at: null,
      origin_page: '/services', chat_session_id: 'session_1',
      transcript: [
        { from: 'visitor', text: '=HYPERLINK("http://evil.example")', at: '2026-11-27T10:02:07.000Z' },
        { from: 'assistant', text: 'Sure.\n@SUM(1+9)', at: '2026-11-27T10:02:09.000Z' },
      ],
      channels: {},
    }]);
    const [header, record] = text.split('\r\n');
    expect(header).toContain(',message,origin_page,chat_session_id,transcript,spam_reason,');
    expect(record).toBe('2026-11-27T10:04:00.000Z,chat,c,,N,,,n@example.com,,,,m,/services,session_1,'
      + '"Visitor (2026-11-27 10:02:07Z): =HYPERLINK(""http://evil.example"")\nAssistant (2026-11-27 10:02:09Z): Sure.\n@SUM(1+9)",,,,,,');
  });
});
