import { describe, expect, it } from 'vitest';
import { serviceCatalogue } from '../content/services/service-catalogue';
import { fakeSupabaseClient } from './fake-supabase-client';
import { migrateStaticServices } from './migrate-static-services';
import type { ServicePageInsert } from './service-page';

describe('migrateStaticServices (SPEC call 8)', () => {
  it('inserts every catalogue service into service_pages, in catalogue order by created_at', async () => {
    const { client, queries } = fakeSupabaseClient(() => ({ data: null, error: null }));
    expect(await migrateStaticServices(client)).toBe(true);
    expect(queries).toHaveLength(1);
    expect(queries[0].table).toBe('service_pages');
    const rows = queries[0].insert as ServicePageInsert[];
    expect(rows.map((r) => r.slug)).toEqual(serviceCatalogue.map((s) => s.slug));
    const times = rows.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(rows.length);
    expect(rows[0]).toMatchObject({
      social_share_image_url: '/images/services/seo-ppc-superpowers.jpg',
      related_services: serviceCatalogue[0].relatedServices,
    });
    expect(rows[0]).not.toHaveProperty('id');
  });

  it('returns false when the insert fails', async () => {
    const refused = fakeSupabaseClient(() => ({ data: null, error: { message: 'permission denied for table service_pages' } }));
    expect(await migrateStaticServices(refused.client)).toBe(false);
    const offline = fakeSupabaseClient(() => new TypeError('Failed to fetch'));
    expect(await migrateStaticServices(offline.client)).toBe(false);
  });
});
