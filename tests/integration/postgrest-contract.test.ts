/**
 * The local REST endpoint answers the site's requests as PostgREST does. The requests are the
 * code's own, recorded on the wire: the services repository's calls 5 to 7 with the anon key,
 * the operator script's call 8 with the service-role key (docs/product/calls.md), and the
 * `.single()` reads of the integration tests. The expected answers come from PostgREST's
 * documentation (docs.postgrest.org, v12 to v14), cited where each is asserted:
 *   [tables]     references/api/tables_views        (vertical filtering, ordering, insert)
 *   [range]      references/api/pagination_count    (limits and pagination)
 *   [singular]   references/api/resource_representation (singular or plural)
 *   [errors]     references/errors                  (error shape, HTTP status codes)
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { insertServicePage } from '../../scripts/migrate-services.mjs';
import { contentToRow } from '../../src/backend/service-page-mapper';
import { createServicesRepository } from '../../src/backend/services-repository';
import { findService } from '../../src/content/services/service-catalogue';
import { startTestBackend } from '../setup/test-backend';
import { openDatabase } from './support/function-client';

interface Exchange {
  method: string;
  path: string;
  query: Record<string, string>;
  requestHeaders: Headers;
  requestBody: string | undefined;
  status: number;
  headers: Headers;
  text: string;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PRESENT = 'ai-content-creation';
const ABSENT = 'no-such-service';

let backend: LocalBackend;
let db: postgres.Sql;

beforeAll(async () => {
  backend = await startTestBackend();
  db = openDatabase(backend);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

/** A supabase-js client like the site's (or the operator's), recording every request and answer. */
function recordingClient(key: string): { client: SupabaseClient; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await globalThis.fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    exchanges.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      requestHeaders: new Headers(init?.headers),
      requestBody: typeof init?.body === 'string' ? init.body : undefined,
      status: response.status,
      headers: response.headers,
      text: await response.clone().text(),
    });
    return response;
  };
  const client = createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
    realtime: { transport: class {} as never },
  });
  return { client, exchanges };
}

const tableColumns = async (table: string) =>
  (await db<{ name: string }[]>`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table}`)
    .map((row) => row.name)
    .sort();

describe("the site's reads (anon key, the services repository)", () => {
  let exchanges: Exchange[];

  beforeAll(async () => {
    const recorded = recordingClient(backend.anonKey);
    exchanges = recorded.exchanges;
    const repository = createServicesRepository(() => recorded.client);
    await repository.listServices();
    await repository.getService(PRESENT);
    await repository.getService(ABSENT);
  });

  it('sends exactly calls 5, 6 and 7 (twice), as GETs of service_pages in the public schema', () => {
    expect(exchanges.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/rest/v1/service_pages', query: { select: 'id', limit: '1' } },
      { method: 'GET', path: '/rest/v1/service_pages', query: { select: '*', order: 'created_at.asc' } },
      { method: 'GET', path: '/rest/v1/service_pages', query: { select: '*', slug: `eq.${PRESENT}` } },
      { method: 'GET', path: '/rest/v1/service_pages', query: { select: '*', slug: `eq.${ABSENT}` } },
    ]);
    for (const exchange of exchanges) expect(exchange.requestHeaders.get('accept-profile')).toBe('public');
  });

  it('call 5: 200, a JSON array of objects holding only the selected column, with the range returned', () => {
    const [check] = exchanges;
    expect(check.status).toBe(200);
    expect(check.headers.get('content-type')).toBe(JSON_TYPE);
    // [tables] "?select=first_name,age" answers [{"first_name": ..., "age": ...}, ...].
    const rows = JSON.parse(check.text);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0])).toEqual(['id']);
    // [range] "Every response contains the current range": items 0 through 0, no total asked for.
    expect(check.headers.get('content-range')).toBe('0-0/*');
  });

  it('call 6: every column (select=* is the default) of every row, in ascending created_at order', async () => {
    const list = exchanges[1];
    expect(list.status).toBe(200);
    const rows: Record<string, string>[] = JSON.parse(list.text);
    const [{ count }] = await db<{ count: number }[]>`select count(*)::int as count from service_pages`;
    expect(rows).toHaveLength(count);
    expect(Object.keys(rows[0]).sort()).toEqual(await tableColumns('service_pages'));
    // [tables] Ordering: "order=age.desc,height.asc"; asc is ascending.
    const times = rows.map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(list.headers.get('content-range')).toBe(`0-${count - 1}/*`);
  });

  it('call 7: an array of the one matching row; for no match "the usual empty array and 200 status"', () => {
    const [, , found, missing] = exchanges;
    expect(found.status).toBe(200);
    const rows = JSON.parse(found.text);
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((row: { slug: string }) => row.slug)).toEqual([PRESENT]);
    // [singular] "rather than the usual empty array and 200 status" (the plural answer to no rows).
    expect(missing.status).toBe(200);
    expect(missing.headers.get('content-type')).toBe(JSON_TYPE);
    expect(JSON.parse(missing.text)).toEqual([]);
  });
});

describe('a singular read (supabase-js .single(), as the integration tests use it)', () => {
  it('answers the object unenclosed by an array when one row matches', async () => {
    const { client, exchanges } = recordingClient(backend.anonKey);
    await client.from('service_pages').select('*').eq('slug', PRESENT).single();
    const [exchange] = exchanges;
    expect(exchange.requestHeaders.get('accept')).toBe('application/vnd.pgrst.object+json');
    expect(exchange.status).toBe(200);
    // [singular] "Accept: application/vnd.pgrst.object+json" returns { "id": 1 }, not [ { "id": 1 } ].
    const body = JSON.parse(exchange.text);
    expect(Array.isArray(body)).toBe(false);
    expect(body.slug).toBe(PRESENT);
  });

  it('answers 406 with PGRST116 when no row matches', async () => {
    const { client, exchanges } = recordingClient(backend.anonKey);
    await client.from('service_pages').select('*').eq('slug', ABSENT).single();
    const [exchange] = exchanges;
    // [singular] "the server responds with an error message and 406 Not Acceptable status code".
    expect(exchange.status).toBe(406);
    expect(JSON.parse(exchange.text)).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
  });
});

describe("the operator's migration (call 8, scripts/migrate-services.mjs)", () => {
  const row = () => contentToRow(findService(PRESENT)!, 0);

  it('reads the slugs, then inserts a missing row: 201 Created, no body, the defaults fill what the object leaves out', async () => {
    await db`delete from service_pages where slug = ${PRESENT}`;
    const { client, exchanges } = recordingClient(backend.serviceRoleKey);
    const { data } = await client.from('service_pages').select('slug');
    expect(await insertServicePage(client, row())).toBe(true);

    const [read, insert] = exchanges;
    expect(read.status).toBe(200);
    expect(JSON.parse(read.text)).toEqual(data);
    expect(Object.keys(JSON.parse(read.text)[0])).toEqual(['slug']);

    expect(insert.method).toBe('POST');
    expect(insert.query).toEqual({});
    expect(insert.requestHeaders.get('content-profile')).toBe('public');
    expect(JSON.parse(insert.requestBody!)).toEqual(row());
    // [tables] Insert: "HTTP/1.1 201 Created. No response body will be returned by default".
    expect(insert.status).toBe(201);
    expect(insert.text).toBe('');
    // [tables] "Missing properties will be set to default values when applicable": the id.
    const [stored] = await db<{ id: string }[]>`select id::text from service_pages where slug = ${PRESENT}`;
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a second insert of the same slug 409, the uniqueness violation', async () => {
    const { client, exchanges } = recordingClient(backend.serviceRoleKey);
    expect(await insertServicePage(client, row())).toBe(false);
    const [insert] = exchanges;
    // [errors] 23505, uniqueness violation: 409; the body keeps PostgreSQL's error structure.
    expect(insert.status).toBe(409);
    expect(insert.headers.get('content-type')).toBe(JSON_TYPE);
    const body = JSON.parse(insert.text);
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('23505');
  });

  it('answers the same insert with the anon key 401, insufficient privileges of an unauthenticated role', async () => {
    const { client, exchanges } = recordingClient(backend.anonKey);
    expect(await insertServicePage(client, { ...row(), slug: 'forged-service' })).toBe(false);
    const [insert] = exchanges;
    // [errors] 42501: "if authenticated 403, else 401"; the anon key is the unauthenticated role.
    expect(insert.status).toBe(401);
    expect(JSON.parse(insert.text)).toMatchObject({ code: '42501', details: null, hint: null });
    const [{ count }] = await db<{ count: number }[]>`select count(*)::int as count from service_pages where slug = 'forged-service'`;
    expect(count).toBe(0);
  });
});
