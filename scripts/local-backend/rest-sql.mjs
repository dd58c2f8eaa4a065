/** Runs a parsed REST request (rest-query.mjs) as real SQL: postgres.js fragments, identifiers quoted, values bound. */
import { RestError } from './rest-query.mjs';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function joined(tx, fragments, separator) {
  return fragments.reduce((all, fragment, index) => (index === 0 ? fragment : tx`${all}${tx.unsafe(separator)}${fragment}`));
}

function selectList(tx, select) {
  return select.length === 0 ? tx`*` : tx`${tx(select)}`;
}

function whereClause(tx, filters) {
  if (filters.length === 0) return tx``;
  return tx`where ${joined(tx, filters.map(({ column, value }) => tx`${tx(column)} = ${value}`), ' and ')}`;
}

function orderClause(tx, order) {
  if (order.length === 0) return tx``;
  const terms = order.map(({ column, descending }) => tx`${tx(column)} ${tx.unsafe(descending ? 'desc' : 'asc')}`);
  return tx`order by ${joined(tx, terms, ', ')}`;
}

function bodyRows(body) {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new RestError(400, 'PGRST102', 'All object keys must match');
  }
  return rows;
}

function bodyColumns(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const column of columns) {
    if (!IDENTIFIER.test(column)) throw new RestError(400, 'PGRST204', `Could not find the '${column}' column in the schema cache`);
  }
  return columns;
}

/** Runs `query` inside transaction `tx`: a GET resolves to its rows, a POST to none. */
export async function runRestQuery(tx, query, body) {
  const table = tx(`public.${query.table}`);
  if (query.method === 'GET') {
    const limit = query.limit === null ? tx`` : tx`limit ${query.limit}`;
    const statement = tx`select ${selectList(tx, query.select)} from ${table} ${whereClause(tx, query.filters)} ${orderClause(tx, query.order)} ${limit}`;
    // Postgres renders the JSON, as PostgREST has it do: timestamps, numbers and jsonb come out
    // exactly as they would from the hosted API.
    const [{ json }] = await tx`select coalesce(json_agg(r), '[]'::json)::text as json from (${statement}) r`;
    return JSON.parse(json);
  }
  const rows = bodyRows(body);
  const columns = bodyColumns(rows);
  if (rows.length === 0 || columns.length === 0) return [];
  // The columns are the body's keys, so the table's defaults fill the rest (PostgREST's insert).
  // No RETURNING: that would need SELECT privilege, which PostgREST's minimal return does not.
  await tx`insert into ${table} (${tx(columns)})
    select ${tx(columns)} from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::text::json)`;
  return [];
}
