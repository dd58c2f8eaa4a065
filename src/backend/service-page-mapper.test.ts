import { describe, expect, it } from 'vitest';
import { findService, serviceCatalogue } from '../content/services/service-catalogue';
import type { ServicePageRow } from './service-page';
import { contentToRow, contentToServicePage, relatedIndex, rowToServicePage } from './service-page-mapper';

const content = findService('ai-content-creation')!;
const ID = '0b5c7a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const OTHER_ID = '1c6d8b9f-2e3d-4d4c-8b9f-8e7d6c5b4a32';

const row = (overrides: Partial<ServicePageRow> = {}): ServicePageRow => ({
  id: ID,
  ...contentToRow(content, 0),
  ...overrides,
});

describe('static content as a ServicePage', () => {
  it('has SPEC section 3 fields, a static id, the 2025-01-15 date and a 1200x630 share image titled like the page', () => {
    const page = contentToServicePage(content);
    expect(page).toMatchObject({
      _id: 'static-ai-content-creation',
      _type: 'servicePage',
      slug: 'ai-content-creation',
      title: 'AI Content Creation',
      subtitle: content.subtitle,
      businessPainPoint: content.businessPainPoint,
      ascSolution: content.ascSolution,
      heroIcon: 'sparkles',
      socialShareImage: { url: '/images/services/ai-content-creation.jpg', alt: 'AI Content Creation', width: 1200, height: 630 },
      publishedAt: '2025-01-15',
      updatedAt: '2025-01-15',
    });
    expect(page.keyFeatures).toHaveLength(5);
    expect(page.benefits).toHaveLength(3);
    expect(page.aeoFaqSection).toHaveLength(3);
    expect(page.howItWorks.map((s) => s.step)).toEqual([1, 2, 3, 4]);
    expect(page.relatedServices).toEqual(content.relatedServices.map((slug) => `static-${slug}`));
    expect(page.relatedServiceSlugs).toEqual(content.relatedServices);
  });

  it('does not share arrays with the catalogue', () => {
    const page = contentToServicePage(content);
    page.keyFeatures.push('changed');
    expect(content.keyFeatures).toHaveLength(5);
  });
});

describe('a database row as a ServicePage', () => {
  it('maps a row written from the catalogue to the same words as the static page', () => {
    for (const service of serviceCatalogue) {
      const fromRow = rowToServicePage({ id: ID, ...contentToRow(service, 3) });
      const fromContent = contentToServicePage(service);
      expect(fromRow).toEqual({
        ...fromContent,
        _id: ID,
        relatedServices: service.relatedServices,
        publishedAt: '2025-01-15T09:03:00.000Z',
        updatedAt: '2025-01-15T09:03:00.000Z',
      });
    }
  });

  it('reads json columns stored as JSON text', () => {
    const page = rowToServicePage(
      row({
        key_features: JSON.stringify(['One', 'Two']),
        benefits: JSON.stringify([{ title: 'Fast', description: 'Quick', icon: 'zap' }]),
        how_it_works: JSON.stringify([{ step: '2', title: 'Build', description: 'We build' }]),
        aeo_faq_section: JSON.stringify([{ question: 'Q?', answer: 'A.' }]),
        related_services: JSON.stringify(['seo-ppc-superpowers']),
      }),
    );
    expect(page.keyFeatures).toEqual(['One', 'Two']);
    expect(page.benefits).toEqual([{ title: 'Fast', description: 'Quick', icon: 'zap' }]);
    expect(page.howItWorks).toEqual([{ step: 2, title: 'Build', description: 'We build' }]);
    expect(page.aeoFaqSection).toEqual([{ question: 'Q?', answer: 'A.' }]);
    expect(page.relatedServiceSlugs).toEqual(['seo-ppc-superpowers']);
  });

  it('defaults missing, null or malformed lists to empty and leaves out the share image without a URL', () => {
    const page = rowToServicePage(
      row({
        key_features: null,
        benefits: 'not json',
        how_it_works: '{"step":1}',
        aeo_faq_section: [null, 3, { question: 'only a question' }],
        related_services: undefined,
        social_share_image_url: null,
        subtitle: null,
        hero_icon: null,
        updated_at: null,
      }),
    );
    expect(page).toMatchObject({
      keyFeatures: [],
      benefits: [],
      howItWorks: [],
      aeoFaqSection: [],
      relatedServices: [],
      relatedServiceSlugs: [],
      subtitle: '',
      heroIcon: '',
      updatedAt: page.publishedAt,
    });
    expect('socialShareImage' in page).toBe(false);
  });

  it('numbers steps without a usable step by position', () => {
    const page = rowToServicePage(row({ how_it_works: [{ title: 'A', description: 'a' }, { step: 0, title: 'B', description: 'b' }] }));
    expect(page.howItWorks.map((s) => s.step)).toEqual([1, 2]);
  });

  it('resolves related slugs to ids, and related ids to slugs, with the list at hand', () => {
    const other: ServicePageRow = { id: OTHER_ID, ...contentToRow(findService('seo-ppc-superpowers')!, 1) };
    const index = relatedIndex([row(), other]);
    const bySlug = rowToServicePage(row({ related_services: ['seo-ppc-superpowers', 'ai-content-creation'] }), index);
    expect(bySlug.relatedServices).toEqual([OTHER_ID]);
    expect(bySlug.relatedServiceSlugs).toEqual(['seo-ppc-superpowers']);
    const byId = rowToServicePage(row({ related_services: [OTHER_ID] }), index);
    expect(byId.relatedServices).toEqual([OTHER_ID]);
    expect(byId.relatedServiceSlugs).toEqual(['seo-ppc-superpowers']);
  });

  it('keeps stored references without the list, and links only the ones that are slugs', () => {
    const page = rowToServicePage(row({ related_services: ['seo-ppc-superpowers', OTHER_ID] }));
    expect(page.relatedServices).toEqual(['seo-ppc-superpowers', OTHER_ID]);
    expect(page.relatedServiceSlugs).toEqual(['seo-ppc-superpowers']);
  });
});
