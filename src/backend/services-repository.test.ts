import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serviceCatalogue } from '../content/services/service-catalogue';
import { type FakeAnswer, type FakeQuery, fakeSupabaseClient } from '../../tests/support/fake-supabase-client';
import type { ServicePageRow } from './service-page';
import { contentToRow } from './service-page-mapper';
import { createServicesRepository, getService, listServices, resetServicesRepository } from './services-repository';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

// Three database rows whose related services point at each other by slug, as the schema stores them.
const dbRows: ServicePageRow[] = ['technical-seo-architecture', 'ai-content-creation', 'answer-engine-optimization'].map(
  (slug, position) => {
    const content = serviceCatalogue.find((s) => s.slug === slug)!;
    return { id: uuid(position + 1), ...contentToRow(content, position), title: `DB ${content.title}` };
  },
);
dbRows[0].related_services = ['ai-content-creation', 'answer-engine-optimization'];

const isCheck = (q: FakeQuery) => q.select === 'id';
const isList = (q: FakeQuery) => q.select === '*' && q.order !== undefined;
const isDetail = (q: FakeQuery) => q.select === '*' && q.eq !== undefined;

interface Script {
  check?: FakeAnswer;
  list?: FakeAnswer;
  detail?: (slug: unknown) => FakeAnswer;
}

function repositoryWith(script: Script = {}) {
  const fake = fakeSupabaseClient((query) => {
    if (isCheck(query)) return script.check ?? { data: [{ id: uuid(1) }], error: null };
    if (isList(query)) return script.list ?? { data: dbRows, error: null };
    if (isDetail(query)) {
      if (script.detail) return script.detail(query.eq!.value);
      return { data: dbRows.find((row) => row.slug === query.eq!.value) ?? null, error: null };
    }
    return new Error(`unexpected query ${JSON.stringify(query)}`);
  });
  return { repository: createServicesRepository(() => fake.client), queries: fake.queries };
}

const allSlugs = serviceCatalogue.map((s) => s.slug);
const staticIds = allSlugs.map((slug) => `static-${slug}`);

afterEach(() => {
  vi.useRealTimers();
});

describe('connected to the database', () => {
  it('lists the database rows, mapped, in the order the created_at-ascending query returns them', async () => {
    const { repository, queries } = repositoryWith();
    const services = await repository.listServices();
    expect(services.map((s) => s._id)).toEqual([uuid(1), uuid(2), uuid(3)]);
    expect(services.map((s) => s.title)).toEqual([
      'DB Technical SEO Architecture',
      'DB AI Content Creation',
      'DB Answer Engine Optimization',
    ]);
    expect(services[0]).toMatchObject({
      _type: 'servicePage',
      slug: 'technical-seo-architecture',
      relatedServices: [uuid(2), uuid(3)],
      relatedServiceSlugs: ['ai-content-creation', 'answer-engine-optimization'],
      publishedAt: '2025-01-15T09:00:00.000Z',
    });
    expect(services[0].keyFeatures).toHaveLength(5);
    const list = queries.find(isList)!;
    expect(list).toMatchObject({ table: 'service_pages', select: '*', order: { column: 'created_at', ascending: true } });
  });

  it('checks the connection with SPEC call 5: one id from service_pages', async () => {
    const { repository, queries } = repositoryWith();
    await repository.listServices();
    expect(queries[0]).toMatchObject({ table: 'service_pages', select: 'id', limit: 1 });
  });

  it('returns a database service by slug with SPEC call 7 (eq slug, at most one row)', async () => {
    const { repository, queries } = repositoryWith();
    const result = await repository.getService('ai-content-creation');
    expect(result).toMatchObject({ ok: true, source: 'database', service: { _id: uuid(2), title: 'DB AI Content Creation' } });
    expect(queries.find(isDetail)).toMatchObject({
      table: 'service_pages',
      select: '*',
      eq: { column: 'slug', value: 'ai-content-creation' },
      maybeSingle: true,
    });
  });

  it('uses static content for a slug the database does not hold', async () => {
    const { repository } = repositoryWith();
    const result = await repository.getService('seo-ppc-superpowers');
    expect(result).toMatchObject({ ok: true, source: 'static', service: { _id: 'static-seo-ppc-superpowers' } });
  });

  it("answers 'Service not found' for a slug in neither the database nor the catalogue", async () => {
    const { repository } = repositoryWith();
    expect(await repository.getService('no-such-service')).toEqual({ ok: false, error: 'Service not found' });
  });

  it('runs the connection check once across many calls, even concurrent ones', async () => {
    const { repository, queries } = repositoryWith();
    await Promise.all([repository.listServices(), repository.getService('ai-content-creation'), repository.listServices()]);
    await repository.getService('seo-ppc-superpowers');
    await repository.listServices();
    expect(queries.filter(isCheck)).toHaveLength(1);
    expect(queries.filter(isList)).toHaveLength(3);
    expect(queries.filter(isDetail)).toHaveLength(2);
  });
});

describe('falling back to the static catalogue', () => {
  it('lists all 21 catalogue services with static ids when no backend is configured, without any query', async () => {
    let asked = 0;
    const repository = createServicesRepository(() => {
      asked += 1;
      return null;
    });
    const services = await repository.listServices();
    expect(services.map((s) => s._id)).toEqual(staticIds);
    expect(services).toHaveLength(21);
    await repository.listServices();
    expect(asked).toBe(1);
  });

  it('gives every related slug of the static list a service of its own', async () => {
    const services = await createServicesRepository(() => null).listServices();
    const slugs = new Set(services.map((s) => s.slug));
    for (const service of services) for (const related of service.relatedServiceSlugs) expect(slugs).toContain(related);
  });

  it.each<[string, FakeAnswer]>([
    ['answers with an error', { data: null, error: { message: 'permission denied' } }],
    ['throws', new TypeError('Failed to fetch')],
  ])('uses static content when the connection check %s, and never queries further', async (_, check) => {
    const { repository, queries } = repositoryWith({ check });
    expect((await repository.listServices()).map((s) => s._id)).toEqual(staticIds);
    expect(await repository.getService('ai-content-creation')).toMatchObject({ ok: true, source: 'static' });
    expect(queries).toHaveLength(1);
  });

  it('gives up on a connection check that never answers after 5 s', async () => {
    vi.useFakeTimers();
    const { repository, queries } = repositoryWith({ check: 'hang' });
    let settled = false;
    const listing = repository.listServices().then((services) => ((settled = true), services));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await listing).map((s) => s._id)).toEqual(staticIds);
    expect(queries[0].signal?.aborted).toBe(true);
  });

  it.each<[string, FakeAnswer]>([
    ['answers with an error', { data: null, error: { message: 'boom' } }],
    ['throws', new TypeError('Failed to fetch')],
    ['returns no rows', { data: [], error: null }],
  ])('lists the static catalogue when the list query %s', async (_, list) => {
    const { repository } = repositoryWith({ list });
    expect((await repository.listServices()).map((s) => s._id)).toEqual(staticIds);
  });

  it('uses static content when the detail query fails', async () => {
    const { repository } = repositoryWith({ detail: () => ({ data: null, error: { message: 'boom' } }) });
    const result = await repository.getService('ai-content-creation');
    expect(result).toMatchObject({ ok: true, source: 'static', service: { _id: 'static-ai-content-creation' } });
  });

  it("answers 'Failed to load service' when the detail query fails for a slug the catalogue lacks", async () => {
    const { repository } = repositoryWith({ detail: () => new TypeError('Failed to fetch') });
    expect(await repository.getService('no-such-service')).toEqual({ ok: false, error: 'Failed to load service' });
  });

  it("answers 'Service not found' without a backend for an unknown slug", async () => {
    const repository = createServicesRepository(() => null);
    expect(await repository.getService('no-such-service')).toEqual({ ok: false, error: 'Service not found' });
    expect(await repository.getService('competitor-monitoring')).toMatchObject({ ok: true, source: 'static' });
  });
});

describe('a missing slug', () => {
  it.each([undefined, null, '', '   '])("answers 'No service slug provided' for %j without querying", async (slug) => {
    const { repository, queries } = repositoryWith();
    expect(await repository.getService(slug)).toEqual({ ok: false, error: 'No service slug provided' });
    expect(queries).toHaveLength(0);
  });
});

describe('the page-wide repository', () => {
  beforeEach(() => resetServicesRepository(() => null));

  it('serves listServices and getService from one repository until reset', async () => {
    expect(await listServices()).toHaveLength(21);
    expect(await getService('ai-lead-generation')).toMatchObject({ ok: true, source: 'static' });
    const { client, queries } = fakeSupabaseClient((query) =>
      isCheck(query) ? { data: [], error: null } : { data: dbRows, error: null },
    );
    resetServicesRepository(() => client);
    expect((await listServices()).map((s) => s._id)).toEqual([uuid(1), uuid(2), uuid(3)]);
    expect(queries.filter(isCheck)).toHaveLength(1);
  });
});
