import type { SupabaseClient } from '@supabase/supabase-js';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { serviceCatalogue } from '../../src/content/services/service-catalogue';
import { openDatabase } from './support/function-client';
import { localSupabaseClient } from './support/supabase-client';

const STATIC_SLUGS = [
  'seo-ppc-superpowers', 'content-media-creation', 'omnichannel-communication', 'intelligent-campaigns',
  'analytics-reporting', 'intent-graph-targeting', 'precision-lead-management', 'security-compliance',
  'ai-websites-landing-pages', 'outreach-partnerships', 'voice-agent-verification', 'ai-lead-generation',
  'omnichannel-nurturing', 'competitor-monitoring',
];
const DATABASE_SLUGS = [
  'technical-seo-architecture', 'ai-content-creation', 'topical-authority-strategy', 'answer-engine-optimization',
  'generative-engine-optimization', 'ai-marketing-automation', 'real-time-analytics',
];
const SUBMISSION_TABLES = ['contact_submissions', 'newsletter_subscribers', 'chat_messages'];

let backend: LocalBackend;
let db: postgres.Sql;
let anon: SupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  db = openDatabase(backend);
  anon = localSupabaseClient(backend, backend.anonKey);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

describe('SPEC calls 5 to 7 with supabase-js and the anon key', () => {
  it('call 5: the connection check selects one id', async () => {
    const { data, error, status } = await anon.from('service_pages').select('id').limit(1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(1);
    expect(Object.keys(data![0])).toEqual(['id']);
    expect(data![0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('call 6: the list holds all 21 seeded services, static catalogue first, in created_at order', async () => {
    const { data, error } = await anon.from('service_pages').select('*').order('created_at', { ascending: true });
    expect(error).toBeNull();
    expect(data!.map((row) => row.slug)).toEqual([...STATIC_SLUGS, ...DATABASE_SLUGS]);
    expect(Object.keys(data![0]).sort()).toEqual(
      [
        'id', 'slug', 'title', 'subtitle', 'business_pain_point', 'asc_solution', 'key_features', 'benefits',
        'how_it_works', 'hero_icon', 'social_share_image_url', 'aeo_faq_section', 'related_services',
        'created_at', 'updated_at',
      ].sort(),
    );
    for (const row of data!) expect(row.created_at.slice(0, 10)).toBe('2025-01-15');
  });

  it('call 7: one service by slug, with the catalogue words in full', async () => {
    for (const service of serviceCatalogue) {
      const { data, error } = await anon.from('service_pages').select('*').eq('slug', service.slug).single();
      expect(error).toBeNull();
      expect(data).toMatchObject({
        slug: service.slug,
        title: service.title,
        subtitle: service.subtitle,
        business_pain_point: service.businessPainPoint,
        asc_solution: service.ascSolution,
        key_features: service.keyFeatures,
        benefits: service.benefits,
        how_it_works: service.howItWorks,
        hero_icon: service.heroIcon,
        social_share_image_url: `/images/services/${service.slug}.jpg`,
        aeo_faq_section: service.aeoFaqSection,
        related_services: service.relatedServices,
      });
    }
  });

  it('call 7 for an unknown slug: maybeSingle gives null, single gives PGRST116', async () => {
    const maybe = await anon.from('service_pages').select('*').eq('slug', 'no-such-service').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    const single = await anon.from('service_pages').select('*').eq('slug', 'no-such-service').single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
  });

});

describe('what the anon key cannot do', () => {
  it.each(SUBMISSION_TABLES)('cannot read %s', async (table) => {
    const { data, error, status } = await anon.from(table).select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it.each(SUBMISSION_TABLES)('cannot write %s directly (only the functions do)', async (table) => {
    const { error } = await anon.from(table).insert({ client_address_hash: 'forged' });
    expect(error?.code).toBe('42501');
    const [{ count }] = await db`select count(*)::int as count from ${db(table)}`;
    expect(count).toBe(0);
  });

  it('cannot insert into service_pages; update, upsert and delete never reach the database', async () => {
    const insert = await anon.from('service_pages').insert({ slug: 'forged-service', title: 'Forged' });
    expect(insert.status).toBe(401);
    expect(insert.error?.code).toBe('42501');
    // The site never changes service_pages: the local endpoint refuses these requests outright
    // (hosted PostgREST answers 42501 from the grants that 'schema security' checks below).
    const attempts = [
      anon.from('service_pages').update({ title: 'Defaced' }).eq('slug', 'seo-ppc-superpowers'),
      anon.from('service_pages').upsert({ slug: 'seo-ppc-superpowers', title: 'Defaced' }, { onConflict: 'slug' }),
      anon.from('service_pages').delete().eq('slug', 'seo-ppc-superpowers'),
    ];
    for (const attempt of attempts) {
      const { error, status } = await attempt;
      expect(status).toBe(501);
      expect(error?.message).toMatch(/^The local backend does not implement /);
    }
    const rows = await db`select slug, title from service_pages where slug in ('forged-service', 'seo-ppc-superpowers')`;
    expect(rows).toEqual([{ slug: 'seo-ppc-superpowers', title: 'SEO & PPC Superpowers' }]);
    const [{ count }] = await db`select count(*)::int as count from service_pages`;
    expect(count).toBe(21);
  });
});

describe('schema security', () => {
  it('has Row Level Security on every table and grants anon only SELECT on service_pages', async () => {
    const tables = await db`
      select c.relname as name, c.relrowsecurity as rls,
        has_table_privilege('anon', c.oid, 'select') as anon_select,
        has_table_privilege('anon', c.oid, 'insert, update, delete, truncate, references, trigger') as anon_other,
        has_table_privilege('authenticated', c.oid, 'insert, update, delete, truncate, references, trigger') as authenticated_other
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`;
    expect(tables).toEqual(
      [
        'chat_messages', 'contact_submissions', 'lead_alerts', 'lead_deliveries', 'lead_delivery_attempts',
        'newsletter_subscribers', 'rate_limit_buckets', 'service_pages',
      ].map((name) => ({
        name,
        rls: true,
        anon_select: name === 'service_pages',
        anon_other: false,
        authenticated_other: false,
      })),
    );
  });

  it('keeps tables created later private to the API roles by default', async () => {
    await db`create table public.later_table (id int)`;
    const [row] = await db`
      select has_table_privilege('anon', 'public.later_table', 'select') as anon,
             has_table_privilege('authenticated', 'public.later_table', 'select') as authenticated`;
    await db`drop table public.later_table`;
    expect(row).toEqual({ anon: false, authenticated: false });
  });
});

describe('PostgREST-shaped answers of the local REST endpoint', () => {
  const rest = (path: string, init: RequestInit = {}, key: string | null = backend.anonKey) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      ...init,
      headers: { ...(key === null ? {} : { apikey: key, Authorization: `Bearer ${key}` }), ...init.headers },
    });

  it('refuses a missing or invalid key with 401', async () => {
    const missing = await rest('service_pages?select=id', {}, null);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ message: 'No API key found in request' });
    const invalid = await rest('service_pages?select=id', {}, 'eyJhbGciOiJIUzI1NiJ9.e30.invalid');
    expect(invalid.status).toBe(401);
  });

  it('answers errors with code, details, hint and message', async () => {
    const column = await rest('service_pages?select=nope');
    expect(column.status).toBe(400);
    expect(await column.json()).toMatchObject({ code: '42703', details: null, hint: null });
    const table = await rest('no_such_table?select=*');
    expect(table.status).toBe(404);
    expect((await table.json()).code).toBe('PGRST205');
    const uuid = await rest('service_pages?id=eq.not-a-uuid');
    expect(uuid.status).toBe(400);
    expect((await uuid.json()).code).toBe('22P02');
  });

  it('answers the browser preflight and exposes Content-Range', async () => {
    const preflight = await rest('service_pages', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'apikey, authorization, x-client-info' },
    }, null);
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey, authorization, x-client-info');
    const list = await rest('service_pages?select=slug&limit=2');
    expect(list.headers.get('content-range')).toBe('0-1/*');
    expect(list.headers.get('access-control-allow-origin')).toBe('*');
  });
});
