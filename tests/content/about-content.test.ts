/** The /about copy: every part SPEC lists, links that resolve, and one source for the page's hero and head. */
import { describe, expect, it } from 'vitest';
import { aboutContent } from '../../src/content/pages/about-content';
import { staticPages } from '../../src/content/static-pages';
import { findService } from '../../src/content/services/service-catalogue';
import { isKnownTarget } from './internal-targets';

describe('about content', () => {
  it('is the one source of the /about hero and head in static-pages', () => {
    expect(staticPages.about).toMatchObject({
      path: '/about',
      title: aboutContent.hero.heading,
      eyebrow: aboutContent.hero.eyebrow,
      intro: aboutContent.hero.intro,
      metaTitle: aboutContent.meta.title,
      description: aboutContent.meta.description,
      keywords: aboutContent.meta.keywords,
    });
    expect(aboutContent.meta.description.length).toBeGreaterThanOrEqual(120);
    expect(aboutContent.meta.description.length).toBeLessThanOrEqual(160);
  });

  it('states the paradigm shift from keyword ranking to being cited', () => {
    const { heading, comparison, beforeLabel, afterLabel } = aboutContent.paradigmShift;
    expect(heading).toMatch(/keywords/i);
    expect(heading).toMatch(/cited/i);
    expect(beforeLabel).toMatch(/keyword ranking/i);
    expect(afterLabel).toMatch(/citation/i);
    expect(comparison.length).toBeGreaterThanOrEqual(4);
  });

  it('has the six-step integrated service model in SPEC order', () => {
    const { steps } = aboutContent.serviceModel;
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps.map((s) => s.name)).toEqual([
      'Foundation',
      'Raw Material',
      'Architecture',
      'Visibility',
      'Optimization',
      'Trust',
    ]);
  });

  it('has the four pain points', () => {
    expect(aboutContent.painPoints.items.map((p) => p.title)).toEqual([
      'Resource Crunch',
      'Visibility Crisis',
      'Data Overwhelm',
      'Engagement Gap',
    ]);
  });

  it('has leadership recommendations', () => {
    expect(aboutContent.recommendations.items.length).toBeGreaterThanOrEqual(3);
  });

  it("has SPEC's statistics and transformation metrics, exactly", () => {
    const { statistics, transformationMetrics } = aboutContent.figures;
    expect(statistics.map((s) => [s.value, s.label])).toEqual([
      ['50%', 'Projected organic traffic decline'],
      ['25-40%', 'Of businesses already seeing traffic drops'],
      ['65%', 'Of queries end without a click'],
    ]);
    expect(transformationMetrics.map((m) => m.value)).toEqual(['80%', '40-60%', '30%', '50%']);
    for (const s of statistics) expect(s.source.trim(), `${s.value} has a source`).not.toBe('');
  });

  it('calls to /contact and /services', () => {
    expect(aboutContent.cta.primary.href).toBe('/contact');
    expect(aboutContent.cta.secondary.href).toBe('/services');
  });

  it('links only to services and pages that exist', () => {
    const slugs = [
      ...aboutContent.serviceModel.steps.flatMap((s) => s.serviceSlugs),
      ...aboutContent.painPoints.items.flatMap((p) => p.serviceSlugs),
    ];
    for (const slug of slugs) expect(findService(slug), slug).toBeDefined();
    for (const link of [aboutContent.cta.primary, aboutContent.cta.secondary]) expect(isKnownTarget(link.href)).toBe(true);
  });

  it('states firm facts only from SPEC fixed claims', () => {
    expect(aboutContent.hero.facts.map((f) => f.value)).toEqual(['2003', '20+', '350+', '$50M+', '400+']);
  });
});
