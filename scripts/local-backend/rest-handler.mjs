/** /rest/v1/<table>: a small PostgREST for the queries supabase-js sends, run as the caller's role so RLS and grants apply. */
import { parseRestRequest, RestError } from './rest-query.mjs';
import { runRestQuery } from './rest-sql.mjs';

const MAX_BODY_BYTES = 1024 * 1024;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

// PostgREST's mapping of SQLSTATE classes to HTTP statuses, for the cases a client can cause.
function statusForSqlState(code, role) {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  if (code === '42P01') return 404;
  if (code === '57014') return 500;
  if (/^(22|23|42|P0|21)/.test(code)) return 400;
  return 500;
}

function toRestError(error, role, table) {
  if (error instanceof RestError) return error;
  if (typeof error?.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code)) {
    if (error.code === '42P01') {
      return new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);
    }
    return new RestError(statusForSqlState(error.code, role), error.code, error.message, error.detail ?? null, error.hint ?? null);
  }
  return new RestError(500, 'PGRST000', 'Local backend error', String(error?.message ?? error));
}

async function readBody(req) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RestError(413, 'PGRST413', 'Payload too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

function contentRange(offset, count, total) {
  const range = count === 0 ? '*' : `${offset}-${offset + count - 1}`;
  return `${range}/${total ?? '*'}`;
}

function checkProfile(headers) {
  const profile = headers['accept-profile'] ?? headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

const STATUS_FOR_METHOD = { GET: 200, HEAD: 200, POST: 201, PATCH: 200, DELETE: 200 };

/**
 * Handles one REST request for `role` (from the verified key) with `sql`, a pool connected as
 * `authenticator`. `send(status, body, headers)` writes the answer.
 */
export async function handleRestRequest({ sql, req, url, table, role, claims, send }) {
  let query;
  try {
    if (!API_ROLES.has(role)) throw new RestError(401, 'PGRST301', `Role "${role}" is not an API role`);
    checkProfile(req.headers);
    query = parseRestRequest({ method: req.method, table, searchParams: url.searchParams, headers: req.headers });
    const body = req.method === 'POST' || req.method === 'PATCH' ? await readBody(req) : undefined;
    const { rows, total } = await sql.begin(async (tx) => {
      // `role` is one of API_ROLES, so it is safe to splice.
      await tx.unsafe(`set local role ${role}`);
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true), set_config('statement_timeout', '8s', true)`;
      const [{ exists }] = await tx`select to_regclass(${`public.${query.table}`}) is not null as exists`;
      if (!exists) throw Object.assign(new Error('missing table'), { code: '42P01' });
      const result = await runRestQuery(tx, query, body);
      const returned = query.method === 'GET' || query.method === 'HEAD' || query.prefer.return === 'representation' || query.single;
      if (query.single && returned && result.rows.length !== 1) {
        throw new RestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${result.rows.length} rows`);
      }
      return result;
    });

    const isRead = query.method === 'GET' || query.method === 'HEAD';
    const headers = { 'Content-Range': contentRange(query.offset ?? 0, rows.length, total) };
    if (!isRead && !query.single && query.prefer.return !== 'representation') {
      return send(query.method === 'POST' ? 201 : 204, undefined, headers);
    }
    const payload = query.single ? rows[0] : [...rows];
    headers['Content-Type'] = query.single
      ? 'application/vnd.pgrst.object+json; charset=utf-8'
      : 'application/json; charset=utf-8';
    return send(STATUS_FOR_METHOD[query.method], req.method === 'HEAD' ? undefined : payload, headers);
  } catch (error) {
    const restError = toRestError(error, role, query?.table ?? table);
    return send(restError.status, restError.body, { 'Content-Type': 'application/json; charset=utf-8' });
  }
}
