// The services pages' data paths against the local backend (real PostgreSQL and REST endpoint, real supabase-js).
// Node environment: the local backend cannot be imported under jsdom; rendering is covered by the component tests.
import type postgres from 'postgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { openDatabase } from './support/function-client';
import { localSupabaseClient } from './support/supabase-client';
import { overrideBackendEnvironment } from '../../src/outbox/page/backend-config';
import { resetServicesRepository } from '../../src/backend/services-repository';
import { resetSupabaseClient } from '../../src/backend/supabase-client';
import { serviceCatalogue } from '../../src/content/services/service-catalogue';
import { isServableServiceSlug } from '../../src/features/services/service-route-guard';
import { isStaticServicePage } from '../support/static-service-page';
import { pageServiceLoader } from '../../src/features/services/use-service-detail';
import { pageServiceListSource } from '../../src/features/services/use-service-list';

let backend: LocalBackend;
let db: postgres.Sql;

beforeAll(async () => {
  backend = await startTestBackend();
  db = openDatabase(backend);
  await db`update service_pages set title = 'SEO & PPC Superpowers, from the database' where slug = 'seo-ppc-superpowers'`;
  await db`
    insert into service_pages (slug, title, subtitle, business_pain_point, asc_solution, key_features, hero_icon, aeo_faq_section, created_at)
    values ('edge-ai-audits', 'Edge AI Audits', 'Audits of on-device AI features.', 'Nobody checks them.', 'We do.',
      '["Model inventory"]'::jsonb, 'radar', '[{"question":"Why?","answer":"Because."}]'::jsonb, now())`;
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

/** The browser of a build whose VITE_SUPABASE_URL is `url`. */
function browserWithBackend(url: string) {
  overrideBackendEnvironment({ config: { url, anonKey: backend.anonKey }, serverRender: false });
  resetSupabaseClient(() => localSupabaseClient({ ...backend, url }, backend.anonKey));
  resetServicesRepository();
}

afterEach(() => {
  overrideBackendEnvironment({});
  resetSupabaseClient();
  resetServicesRepository();
});

describe('with the local backend', () => {
  it('the list refresh brings the database rows in created_at order, with the database words', async () => {
    browserWithBackend(backend.url);
    const services = (await pageServiceListSource.refresh())!;
    expect(services.map((s) => s.slug)).toEqual([...serviceCatalogue.map((s) => s.slug), 'edge-ai-audits']);
    expect(services[0].title).toBe('SEO & PPC Superpowers, from the database');
    expect(services.some(isStaticServicePage)).toBe(false);
    expect(services.find((s) => s.slug === 'answer-engine-optimization')!.relatedServiceSlugs).toEqual(
      serviceCatalogue.find((s) => s.slug === 'answer-engine-optimization')!.relatedServices,
    );
  });

  it('a service page reads its row, including one only the database knows', async () => {
    browserWithBackend(backend.url);
    const load = pageServiceLoader()!;
    expect(await load('seo-ppc-superpowers')).toMatchObject({
      ok: true,
      source: 'database',
      service: { title: 'SEO & PPC Superpowers, from the database' },
    });
    expect(isServableServiceSlug('edge-ai-audits')).toBe(true);
    const edge = await load('edge-ai-audits');
    expect(edge).toMatchObject({ ok: true, source: 'database', service: { title: 'Edge AI Audits', heroIcon: 'radar' } });
    if (edge.ok) expect([edge.service.benefits, edge.service.howItWorks]).toEqual([[], []]);
  });

  it("a slug neither side knows is 'Service not found' (the page redirects)", async () => {
    browserWithBackend(backend.url);
    expect(await pageServiceLoader()!('not-a-real-service')).toEqual({ ok: false, error: 'Service not found' });
  });
});

describe('with a backend that does not answer', () => {
  it('the list refresh yields the built-in list, and catalogue pages their built-in content', async () => {
    browserWithBackend('http://127.0.0.1:9');
    const services = (await pageServiceListSource.refresh())!;
    expect(services.map((s) => s.title)).toEqual(serviceCatalogue.map((s) => s.title));
    expect(services.every(isStaticServicePage)).toBe(true);
    expect(await pageServiceLoader()!('seo-ppc-superpowers')).toMatchObject({ ok: true, source: 'static' });
    expect(await pageServiceLoader()!('edge-ai-audits')).toMatchObject({ ok: false });
  });
});
