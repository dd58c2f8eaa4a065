/**
 * Reads the part of PostgREST's query language the site and its tests send (calls 5 to 8 in
 * docs/product/calls.md) into a plain description of the query:
 *
 *   GET  /rest/v1/<table>?select=*|a,b [&<column>=eq.<value>] [&order=<column>.asc|desc] [&limit=n]
 *        Accept: application/json (a list) or application/vnd.pgrst.object+json (supabase-js .single())
 *   POST /rest/v1/<table>  with one JSON object (or a list of them), answered 201 without a body
 *
 * Anything else PostgREST offers (other operators, embedding, aliases, offset, counts, Prefer,
 * PATCH, DELETE, upserts) is refused with 501 naming it, so a new query fails here at once instead
 * of answering differently from the hosted API. tests/integration/postgrest-contract.test.ts pins
 * the answers to PostgREST's documentation.
 */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const READ_TYPES = new Set(['', '*/*', 'application/json', 'application/vnd.pgrst.array+json']);
const SINGLE_TYPE = 'application/vnd.pgrst.object+json';

/** A PostgREST-shaped error with the HTTP status to send it with. */
export class RestError extends Error {
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
  }
}

const parseError = (message, details = null) => new RestError(400, 'PGRST100', message, details);

/** What the local backend does not implement: 501, so the gap is never mistaken for PostgREST's answer. */
export const notImplemented = (what) =>
  new RestError(501, 'LOCAL501', `The local backend does not implement ${what}`, null, 'See scripts/local-backend/rest-query.mjs for what it answers.');

function identifier(name, where) {
  const trimmed = name.trim();
  if (!IDENTIFIER.test(trimmed)) throw parseError(`"failed to parse ${where} (${name})"`, `Unexpected "${name}"`);
  return trimmed;
}

/** `select=*` or `select=a,b` into a list of columns (empty means every column). */
export function parseSelect(raw) {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [];
  return raw.split(',').map((item) => {
    if (/[(:>]/.test(item)) throw notImplemented(`select=${raw} (only * or a list of columns)`);
    return identifier(item, 'select parameter');
  });
}

/** `column=eq.value` into { column, value }. */
export function parseFilter(column, raw) {
  const name = identifier(column, 'filter');
  const dot = raw.indexOf('.');
  if (dot < 0) throw parseError(`"failed to parse filter (${raw})"`);
  const operator = raw.slice(0, dot);
  if (operator !== 'eq') throw notImplemented(`the filter ${column}=${raw} (only eq)`);
  return { column: name, value: raw.slice(dot + 1) };
}

/** `order=a.desc,b` into [{ column, descending }]. */
export function parseOrder(raw) {
  if (raw === null || raw === '') return [];
  return raw.split(',').map((item) => {
    const [column, direction, ...rest] = item.split('.');
    if (rest.length > 0) throw notImplemented(`order=${raw} (only column.asc or column.desc)`);
    if (direction !== undefined && direction !== 'asc' && direction !== 'desc') throw parseError(`"failed to parse order (${raw})"`);
    return { column: identifier(column, 'order'), descending: direction === 'desc' };
  });
}

function parseLimit(raw) {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw parseError(`"failed to parse limit (${raw})"`);
  return Number(raw);
}

/** Whether the Accept header asks for one object (supabase-js `.single()`); 415 for formats not served. */
export function wantsSingleObject(accept) {
  const type = (accept ?? '').split(';')[0].trim().toLowerCase();
  if (type === SINGLE_TYPE) return true;
  if (READ_TYPES.has(type)) return false;
  throw new RestError(415, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Everything about a GET or POST to /rest/v1/<table> except the body. */
export function parseRestRequest({ method, table, searchParams, headers }) {
  if (method !== 'GET' && method !== 'POST') throw notImplemented(`${method} requests (only GET and POST)`);
  if (headers.prefer !== undefined) throw notImplemented(`Prefer: ${headers.prefer}`);
  const name = identifier(table, 'table name');
  if (method === 'POST') {
    if ([...searchParams.keys()].length > 0) throw notImplemented(`query parameters on an insert (${searchParams})`);
    return { method, table: name };
  }
  const filters = [];
  for (const [key, value] of searchParams) {
    if (key === 'select' || key === 'order' || key === 'limit') continue;
    if (['offset', 'or', 'and', 'on_conflict', 'columns'].includes(key)) throw notImplemented(`the ${key} parameter`);
    filters.push(parseFilter(key, value));
  }
  return {
    method,
    table: name,
    select: parseSelect(searchParams.get('select')),
    filters,
    order: parseOrder(searchParams.get('order')),
    limit: parseLimit(searchParams.get('limit')),
    single: wantsSingleObject(headers.accept),
  };
}
