/** /rest/v1/<table>: a small PostgREST for the requests the site sends, run as the caller's role so RLS and grants apply. */
import { parseRestRequest, RestError } from './rest-query.mjs';
import { runRestQuery } from './rest-sql.mjs';

const MAX_BODY_BYTES = 1024 * 1024;
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const JSON_TYPE = 'application/json; charset=utf-8';

// PostgREST's mapping of SQLSTATEs to HTTP statuses, row by row from its errors reference
// (docs.postgrest.org, references/errors, "HTTP Status Codes"); the first match wins, "other" is 400.
const STATUS_FOR_SQLSTATE = [
  [/^08/, 503], [/^09/, 500], [/^0[LP]/, 403], [/^2350[35]$/, 409], [/^25006$/, 405], [/^25/, 500],
  [/^28/, 403], [/^(2D|38|39|3B|40)/, 500], [/^53400$/, 500], [/^53/, 503], [/^5[4-8]/, 500],
  [/^(F0|HV)/, 500], [/^P0001$/, 400], [/^(P0|XX)/, 500], [/^(42883|42P01)$/, 404], [/^42P17$/, 500],
];

function statusForSqlState(code, role) {
  // 42501, insufficient privileges: 403 if authenticated, else 401.
  if (code === '42501') return role === 'anon' ? 401 : 403;
  return STATUS_FOR_SQLSTATE.find(([pattern]) => pattern.test(code))?.[1] ?? 400;
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
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
}

// supabase-js names the schema in Accept-Profile (reads) or Content-Profile (writes); only public is exposed.
function checkProfile(headers) {
  const profile = headers['accept-profile'] ?? headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new RestError(406, 'PGRST106', 'The schema must be one of the following: public');
  }
}

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
    const body = query.method === 'POST' ? await readBody(req) : undefined;
    const rows = await sql.begin(async (tx) => {
      // `role` is one of API_ROLES, so it is safe to splice.
      await tx.unsafe(`set local role ${role}`);
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true), set_config('statement_timeout', '8s', true)`;
      const [{ exists }] = await tx`select to_regclass(${`public.${query.table}`}) is not null as exists`;
      if (!exists) throw Object.assign(new Error('missing table'), { code: '42P01' });
      return runRestQuery(tx, query, body);
    });

    if (query.method === 'POST') return send(201, undefined, { 'Content-Range': '*/*' });
    if (query.single && rows.length !== 1) {
      throw new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows.length} rows`);
    }
    return send(200, query.single ? rows[0] : rows, {
      'Content-Range': rows.length === 0 ? '*/*' : `0-${rows.length - 1}/*`,
      'Content-Type': query.single ? 'application/vnd.pgrst.object+json; charset=utf-8' : JSON_TYPE,
    });
  } catch (error) {
    const restError = toRestError(error, role, query?.table ?? table);
    return send(restError.status, restError.body, { 'Content-Type': JSON_TYPE });
  }
}
