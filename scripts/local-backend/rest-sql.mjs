/** Runs a parsed PostgREST request as real SQL (postgres.js fragments, identifiers quoted, values bound). */
import { RestError } from './rest-query.mjs';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

function joined(tx, fragments, separator) {
  return fragments.reduce((all, fragment, index) => (index === 0 ? fragment : tx`${all}${tx.unsafe(separator)}${fragment}`));
}

function selectList(tx, select) {
  if (select.length === 0) return tx`*`;
  return joined(tx, select.map(({ column, alias }) => tx`${tx(column)} as ${tx(alias)}`), ', ');
}

function condition(tx, { column, operator, negated, value }) {
  const name = tx(column);
  const comparisons = {
    eq: () => tx`${name} = ${value}`,
    neq: () => tx`${name} <> ${value}`,
    gt: () => tx`${name} > ${value}`,
    gte: () => tx`${name} >= ${value}`,
    lt: () => tx`${name} < ${value}`,
    lte: () => tx`${name} <= ${value}`,
    like: () => tx`${name}::text like ${value.replaceAll('*', '%')}`,
    ilike: () => tx`${name}::text ilike ${value.replaceAll('*', '%')}`,
    // parseFilter admits only null, true, false and unknown here.
    is: () => tx`${name} is ${tx.unsafe(value.toLowerCase())}`,
    in: () => (value.length === 0 ? tx`false` : tx`${name} in ${tx(value)}`),
  };
  const fragment = comparisons[operator]();
  return negated ? tx`not (${fragment})` : fragment;
}

function whereClause(tx, filters) {
  return filters.length === 0 ? tx`` : tx`where ${joined(tx, filters.map((filter) => condition(tx, filter)), ' and ')}`;
}

function orderClause(tx, order) {
  if (order.length === 0) return tx``;
  const terms = order.map(({ column, descending, nulls }) => {
    const direction = tx.unsafe(descending ? 'desc' : 'asc');
    const nullsPlacement = tx.unsafe(nulls === null ? '' : nulls === 'nullsfirst' ? 'nulls first' : 'nulls last');
    return tx`${tx(column)} ${direction} ${nullsPlacement}`;
  });
  return tx`order by ${joined(tx, terms, ', ')}`;
}

function bodyRows(body) {
  const rows = Array.isArray(body) ? body : [body];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
    throw new RestError(400, 'PGRST102', 'All object keys must match');
  }
  return rows;
}

function bodyColumns(rows, declared) {
  const columns = declared ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const column of columns) {
    if (!IDENTIFIER.test(column)) {
      throw new RestError(400, 'PGRST204', `Could not find the '${column}' column in the schema cache`);
    }
  }
  return columns;
}

function wantsRows(query) {
  return query.prefer.return === 'representation' || query.single;
}

// Postgres renders the JSON, as PostgREST has it do: timestamps, numbers and jsonb come out
// exactly as they would from the hosted API.
async function jsonRows(tx, statement, isSelect) {
  const [{ body }] = isSelect
    ? await tx`select coalesce(json_agg(r), '[]'::json)::text as body from (${statement}) r`
    : await tx`with r as (${statement}) select coalesce(json_agg(r), '[]'::json)::text as body from r`;
  return JSON.parse(body);
}

// Writes without a representation run bare: RETURNING would need SELECT privilege, as in PostgREST.
async function write(tx, query, statement) {
  if (!wantsRows(query)) {
    await statement;
    return { rows: [], total: null };
  }
  return { rows: await jsonRows(tx, tx`${statement} returning ${selectList(tx, query.select)}`, false), total: null };
}

function conflictClause(tx, query, columns) {
  if (query.prefer.resolution === null) return tx``;
  const target = query.onConflict ?? ['id'];
  if (query.prefer.resolution === 'ignore-duplicates') return tx`on conflict (${tx(target)}) do nothing`;
  const updates = columns.filter((column) => !target.includes(column));
  if (updates.length === 0) return tx`on conflict (${tx(target)}) do nothing`;
  const assignments = joined(tx, updates.map((column) => tx`${tx(column)} = excluded.${tx(column)}`), ', ');
  return tx`on conflict (${tx(target)}) do update set ${assignments}`;
}

function requireFilters(query, verb) {
  // Hosted Supabase loads pg-safeupdate for API requests: no unfiltered UPDATE or DELETE.
  if (query.filters.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
}

/** Runs `query` inside transaction `tx`; resolves to { rows, total } (total only when a count was asked for). */
export async function runRestQuery(tx, query, body) {
  const table = tx(`public.${query.table}`);
  const where = whereClause(tx, query.filters);
  switch (query.method) {
    case 'GET':
    case 'HEAD': {
      const limit = query.limit === null ? tx`` : tx`limit ${query.limit}`;
      const offset = query.offset === null ? tx`` : tx`offset ${query.offset}`;
      const rows = await jsonRows(
        tx,
        tx`select ${selectList(tx, query.select)} from ${table} ${where} ${orderClause(tx, query.order)} ${limit} ${offset}`,
        true,
      );
      const total = query.prefer.count === null ? null : (await tx`select count(*)::int as total from ${table} ${where}`)[0].total;
      return { rows, total };
    }
    case 'POST': {
      const rows = bodyRows(body);
      const columns = bodyColumns(rows, query.columns);
      if (rows.length === 0 || columns.length === 0) return { rows: [], total: null };
      return write(
        tx,
        query,
        tx`insert into ${table} (${tx(columns)})
          select ${tx(columns)} from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::text::json)
          ${conflictClause(tx, query, columns)}`,
      );
    }
    case 'PATCH': {
      requireFilters(query, 'UPDATE');
      const [values] = bodyRows(body);
      const columns = bodyColumns([values], query.columns);
      if (columns.length === 0) return { rows: [], total: null };
      return write(
        tx,
        query,
        tx`update ${table} set (${tx(columns)}) = (
          select ${tx(columns)} from json_populate_record(null::${table}, ${JSON.stringify(values)}::text::json)
        ) ${where}`,
      );
    }
    case 'DELETE': {
      requireFilters(query, 'DELETE');
      return write(tx, query, tx`delete from ${table} ${where}`);
    }
    default:
      throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${query.method}`);
  }
}
