/** Reads the PostgREST query language that supabase-js speaks into a plain description of the query. */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const RESERVED_PARAMS = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in']);

/** A PostgREST-shaped error with the HTTP status to send it with. */
export class RestError extends Error {
  constructor(status, code, message, details = null, hint = null) {
    super(message);
    this.status = status;
    this.body = { code, details, hint, message };
  }
}

const parseError = (message, details = null) => new RestError(400, 'PGRST100', message, details);

function identifier(name, where) {
  const trimmed = name.trim();
  if (!IDENTIFIER.test(trimmed)) throw parseError(`"failed to parse ${where} (${name})"`, `Unexpected "${name}"`);
  return trimmed;
}

/** `select=*` or `select=a,b,alias:c` into [{ column, alias }] (empty means every column). */
export function parseSelect(raw) {
  if (raw === null || raw.trim() === '' || raw.trim() === '*') return [];
  return raw.split(',').map((item) => {
    if (item.trim() === '*') throw parseError('"failed to parse select parameter"', 'Mixing * with columns is not supported locally');
    const [first, second] = item.split(':');
    if (item.includes('(') || item.includes('->') || item.split(':').length > 2) {
      throw parseError(`"failed to parse select parameter (${raw})"`, 'Embedding, casts and JSON paths are not supported locally');
    }
    const column = identifier(second ?? first, 'select parameter');
    return { column, alias: second === undefined ? column : identifier(first, 'select parameter') };
  });
}

/** `in.(a,"b,c")` list values, honouring double quotes as PostgREST does. */
function parseList(raw) {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw parseError(`"failed to parse filter (in.${raw})"`);
  const values = [];
  let current = '';
  let quoted = false;
  for (const char of raw.slice(1, -1)) {
    if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      values.push(current);
      current = '';
    } else current += char;
  }
  values.push(current);
  return values;
}

/** `column=op.value` (optionally `not.op.value`) into { column, operator, negated, value }. */
export function parseFilter(column, raw) {
  const name = identifier(column, 'filter');
  let rest = raw;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  const value = dot < 0 ? '' : rest.slice(dot + 1);
  if (!OPERATORS.has(operator)) {
    throw parseError(`"failed to parse filter (${raw})"`, `Operator "${operator}" is not supported locally`);
  }
  if (operator === 'is' && !['null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    throw parseError(`"failed to parse filter (${raw})"`);
  }
  return { column: name, operator, negated, value: operator === 'in' ? parseList(value) : value };
}

/** `order=a.desc,b.asc.nullslast` into [{ column, descending, nulls }]. */
export function parseOrder(raw) {
  if (raw === null || raw === '') return [];
  return raw.split(',').map((item) => {
    const [column, ...modifiers] = item.split('.');
    const term = { column: identifier(column, 'order'), descending: false, nulls: null };
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') term.descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast') term.nulls = modifier;
      else throw parseError(`"failed to parse order (${raw})"`);
    }
    return term;
  });
}

function nonNegativeInteger(raw, name) {
  if (raw === null) return null;
  if (!/^\d+$/.test(raw)) throw parseError(`"failed to parse ${name} (${raw})"`);
  return Number(raw);
}

/** The Prefer header's settings (return, count, resolution, missing). */
export function parsePrefer(header) {
  const prefer = { return: 'minimal', count: null, resolution: null };
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.trim().split('=');
    if (key === 'return' && ['minimal', 'representation', 'headers-only'].includes(value)) prefer.return = value;
    if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) prefer.count = value;
    if (key === 'resolution' && ['merge-duplicates', 'ignore-duplicates'].includes(value)) prefer.resolution = value;
  }
  return prefer;
}

/** Whether the Accept header asks for one object (supabase-js `.single()`); throws 406 for formats we do not serve. */
export function wantsSingleObject(accept) {
  const type = (accept ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/vnd.pgrst.object+json') return true;
  if (['', '*/*', 'application/json', 'application/vnd.pgrst.array+json'].includes(type)) return false;
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

/** Everything about a request to /rest/v1/<table> except the body. */
export function parseRestRequest({ method, table, searchParams, headers }) {
  const filters = [];
  for (const [key, value] of searchParams) {
    if (key === 'or' || key === 'and') throw parseError(`"${key}" filters are not supported by the local backend`);
    if (!RESERVED_PARAMS.has(key)) filters.push(parseFilter(key, value));
  }
  const onConflict = searchParams.get('on_conflict');
  const columns = searchParams.get('columns');
  return {
    method,
    table: identifier(table, 'table name'),
    select: parseSelect(searchParams.get('select')),
    filters,
    order: parseOrder(searchParams.get('order')),
    limit: nonNegativeInteger(searchParams.get('limit'), 'limit'),
    offset: nonNegativeInteger(searchParams.get('offset'), 'offset'),
    onConflict: onConflict ? onConflict.split(',').map((name) => identifier(name, 'on_conflict')) : null,
    columns: columns ? columns.split(',').map((name) => identifier(name.replace(/"/g, ''), 'columns')) : null,
    single: wantsSingleObject(headers.accept),
    prefer: parsePrefer(headers.prefer),
  };
}
