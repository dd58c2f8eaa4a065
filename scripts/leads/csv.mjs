/** CSV for spreadsheets: RFC 4180 records, with formula-looking cells neutralised. */

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a leading formula character gets a `'` before it; quoted when it holds a comma, quote or line break. */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records (arrays of values) as RFC 4180 text: cells joined by commas, each record ended by CRLF. */
export function toCsv(records) {
  return records.map((record) => `${record.map(csvCell).join(',')}\r\n`).join('');
}
