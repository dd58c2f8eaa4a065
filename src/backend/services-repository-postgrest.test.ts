// The repository's query chains through the real supabase-js builder, with its fetch stubbed:
// proves docs/product/calls.md calls 5-7 leave as the PostgREST requests the backend expects.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { contentToRow } from './service-page-mapper';
import { findService } from '../content/services/service-catalogue';
import { createServicesRepository } from './services-repository';

const ROW = { id: '0b5c7a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21', ...contentToRow(findService('ai-content-creation')!, 0) };

function realClient(answer: (url: URL, headers: Headers) => Response) {
  const seen: { url: URL; headers: Headers }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    seen.push({ url, headers });
    return answer(url, headers);
  };
  const client = createClient('https://backend.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch },
    realtime: { transport: class {} as never },
  });
  return { client, seen };
}

const rows = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('services repository over the real supabase-js client', () => {
  it('issues calls 5, 6 and 7 as PostgREST requests with the anon key', async () => {
    const { client, seen } = realClient((url) => {
      if (url.searchParams.get('select') === 'id') return rows([{ id: ROW.id }]);
      if (url.searchParams.has('slug')) return rows(url.searchParams.get('slug') === 'eq.ai-content-creation' ? [ROW] : []);
      return rows([ROW]);
    });
    const repository = createServicesRepository(() => client);
    expect((await repository.listServices()).map((s) => s._id)).toEqual([ROW.id]);
    expect(await repository.getService('ai-content-creation')).toMatchObject({ ok: true, source: 'database' });
    expect(await repository.getService('seo-ppc-superpowers')).toMatchObject({ ok: true, source: 'static' });

    const [check, list, detail] = seen;
    expect(check.url.pathname).toBe('/rest/v1/service_pages');
    expect(Object.fromEntries(check.url.searchParams)).toEqual({ select: 'id', limit: '1' });
    expect(check.headers.get('apikey')).toBe('anon-key');
    expect(check.headers.get('authorization')).toBe('Bearer anon-key');
    expect(Object.fromEntries(list.url.searchParams)).toEqual({ select: '*', order: 'created_at.asc' });
    expect(Object.fromEntries(detail.url.searchParams)).toEqual({ select: '*', slug: 'eq.ai-content-creation' });
    expect(seen).toHaveLength(4);
  });

  it('falls back to static content when PostgREST answers an error', async () => {
    const { client } = realClient((url) =>
      url.searchParams.get('select') === 'id'
        ? rows([{ id: ROW.id }])
        : rows({ code: '42501', message: 'permission denied', details: null, hint: null }, 401),
    );
    const repository = createServicesRepository(() => client);
    expect(await repository.listServices()).toHaveLength(21);
    expect(await repository.getService('ai-content-creation')).toMatchObject({ ok: true, source: 'static' });
  });
});
