import { describe, expect, it } from 'vitest';
import { findService } from '../../content/services/service-catalogue';
import { LEGEND_CATEGORIES, categoryOfGroup } from './map-categories';
import { mapCopy } from './map-copy';
import { MAP_POSITIONS, MAP_RELATIONS } from './map-layout';
import { CORE_SERVICE_ICONS } from '../../components/core-service-icons';
import { cardState, mapServices, relatedSlugs } from './map-services';

const slugs = MAP_POSITIONS.map((p) => p.slug);

describe('map layout', () => {
  it('positions exactly 15 distinct catalogue services', () => {
    expect(MAP_POSITIONS).toHaveLength(15);
    expect(new Set(slugs).size).toBe(15);
    for (const slug of slugs) expect(findService(slug), slug).toBeDefined();
    expect(mapServices.map((s) => s.slug)).toEqual(slugs);
  });

  it('keeps every coordinate a percentage inside the box', () => {
    for (const p of MAP_POSITIONS) {
      for (const v of [p.x, p.y]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(100);
      }
    }
  });

  it('places no two cards (168 x 60 px) on top of each other, nor over an edge, in the narrowest diagram (926 x 600 px)', () => {
    const [width, height, cardWidth, cardHeight] = [926, 600, 168, 60];
    for (const a of MAP_POSITIONS) {
      expect((a.x / 100) * width - cardWidth / 2, a.slug).toBeGreaterThanOrEqual(0);
      expect((a.x / 100) * width + cardWidth / 2, a.slug).toBeLessThanOrEqual(width);
      expect((a.y / 100) * height - cardHeight / 2, a.slug).toBeGreaterThanOrEqual(0);
      expect((a.y / 100) * height + cardHeight / 2, a.slug).toBeLessThanOrEqual(height);
      for (const b of MAP_POSITIONS) {
        if (a === b) continue;
        const apart = (Math.abs(a.x - b.x) / 100) * width >= cardWidth || (Math.abs(a.y - b.y) / 100) * height >= cardHeight;
        expect(apart, `${a.slug} / ${b.slug}`).toBe(true);
      }
    }
  });

  it("follows SPEC's grouping for the map; the legend names SPEC's five and trust, every category drawn", () => {
    const groupOf = (slug: string) => findService(slug)?.group;
    for (const slug of ['security-compliance', 'ai-websites-landing-pages']) expect(groupOf(slug)).toBe('foundation');
    for (const slug of ['content-media-creation', 'analytics-reporting']) expect(groupOf(slug)).toBe('rawMaterial');
    for (const slug of ['omnichannel-communication', 'intelligent-campaigns']) expect(groupOf(slug)).toBe('architecture');
    for (const slug of ['seo-ppc-superpowers', 'competitor-monitoring']) expect(groupOf(slug)).toBe('visibility');
    for (const slug of ['intent-graph-targeting', 'precision-lead-management', 'outreach-partnerships']) expect(groupOf(slug)).toBe('optimization');
    for (const slug of ['security-compliance', 'content-media-creation', 'intent-graph-targeting', 'outreach-partnerships']) expect(slugs).toContain(slug);
    const shown = new Set(mapServices.map((s) => s.category));
    for (const category of LEGEND_CATEGORIES) expect(shown.has(category), category).toBe(true);
    for (const category of shown) expect(LEGEND_CATEGORIES, category).toContain(category);
    expect(LEGEND_CATEGORIES.map((c) => mapCopy.categoryLabels[c])).toEqual(['Foundation', 'Content', 'Architecture', 'Visibility', 'Lead Gen', 'Trust']);
    expect(categoryOfGroup('rawMaterial')).toBe('content');
    expect(categoryOfGroup('optimization')).toBe('leadGen');
  });

  it('has an icon for every service it shows', () => {
    for (const s of mapServices) expect((CORE_SERVICE_ICONS as Partial<Record<string, unknown>>)[s.content.heroIcon], s.slug).toBeDefined();
  });
});

describe('map relations', () => {
  it('connects only map services, never a service to itself, and lists each pair once', () => {
    const seen = new Set<string>();
    for (const [a, b] of MAP_RELATIONS) {
      expect(slugs).toContain(a);
      expect(slugs).toContain(b);
      expect(a).not.toBe(b);
      const key = [a, b].sort().join(' ');
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('is symmetric: A is related to B exactly when B is related to A', () => {
    for (const a of slugs) {
      for (const b of slugs) expect(relatedSlugs(a).includes(b), `${a} / ${b}`).toBe(relatedSlugs(b).includes(a));
    }
  });

  it('gives every service two to four connections', () => {
    for (const slug of slugs) {
      expect(relatedSlugs(slug).length, slug).toBeGreaterThanOrEqual(2);
      expect(relatedSlugs(slug).length, slug).toBeLessThanOrEqual(4);
    }
  });

  it('derives card states from the hovered slug', () => {
    expect(relatedSlugs('security-compliance')).toEqual(['ai-websites-landing-pages', 'precision-lead-management', 'voice-agent-verification']);
    expect(cardState('security-compliance', null)).toBe('idle');
    expect(cardState('security-compliance', 'security-compliance')).toBe('active');
    expect(cardState('voice-agent-verification', 'security-compliance')).toBe('related');
    expect(cardState('seo-ppc-superpowers', 'security-compliance')).toBe('idle');
  });
});
