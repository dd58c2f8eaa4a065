/** docs/product/routes.md's facts about each insight article: dates, categories, reading times, CTAs, related cards, share labels. */
import { describe, expect, it } from 'vitest';
import { findArticle } from '../../src/content/insights/article-index';
import type { MarkdownDocument } from '../../src/content/markdown-document';

const docs = import.meta.glob<MarkdownDocument>('../../src/content/insights/articles/*.md', { import: 'default', eager: true });
const bodyOf = (slug: string) => docs[`../../src/content/insights/articles/${slug}.md`].html;

const GARTNER = 'the-ai-authority-imperative-gartners-50-traffic-decline-prediction';
const ZERO_CLICK = 'zero-click-searches-the-new-reality-of-information-discovery';
const FLYWHEEL = 'the-integrated-service-ecosystem-strategic-flywheel-analysis';
const EEAT = 'e-e-a-t-evolution-building-authority-in-the-generative-ai-era';
const PAIN_POINTS = 'marketing-pain-points-2025-resource-crunch-to-ai-solution';
const AEO_GEO = 'aeo-vs-geo-understanding-the-new-search-landscape';
const CONTENT_OPS = 'ai-content-operations-scaling-quality-with-automation';
const TOPICAL = 'topical-authority-the-ultimate-competitive-moat';
const CSR = 'csr-as-ai-trust-signal-beyond-traditional-marketing';
const SEO_DEAD = 'the-ai-authority-imperative-why-traditional-seo-is-dead';
const COMPOUND = 'the-integrated-service-ecosystem-how-ai-services-compound-authority';

const article = (slug: string) => {
  const found = findArticle(slug);
  if (!found) throw new Error(`no article ${slug}`);
  return found;
};
const ctas = (slug: string) => {
  const { primary, secondary } = article(slug).cta;
  return [primary, secondary].filter((l) => l !== undefined);
};

describe("SPEC's insight table", () => {
  it.each([
    [GARTNER, 16],
    [ZERO_CLICK, 10],
    [FLYWHEEL, 18],
    [EEAT, 21],
    [PAIN_POINTS, 15],
    [AEO_GEO, 18],
    [CONTENT_OPS, 16],
    [TOPICAL, 19],
    [CSR, 17],
    [SEO_DEAD, 20],
    [COMPOUND, 22],
  ])('%s reads in %i minutes', (slug, minutes) => {
    expect(article(slug).readTime).toBe(minutes);
  });

  it.each([
    [GARTNER, '2025-09-18', 'Strategic Framework'],
    [ZERO_CLICK, '2025-09-15', 'Market Analysis'],
    [FLYWHEEL, '2025-09-12', 'Strategic Analysis'],
  ])('%s is dated %s in %s', (slug, date, category) => {
    expect(article(slug).date).toBe(date);
    expect(article(slug).category).toBe(category);
  });

  it('the Gartner analysis: CTAs, related cards and Share Analysis', () => {
    expect(ctas(GARTNER)).toEqual([
      { label: 'Start AI Authority Transformation', href: '/contact' },
      { label: 'Explore Authority Hub', href: '/authority-hub' },
    ]);
    expect(article(GARTNER).related).toEqual([ZERO_CLICK, FLYWHEEL, EEAT]);
    expect(article(GARTNER).shareLabel).toBe('Share Analysis');
  });

  it('zero-click searches: CTAs to /contact and the AEO vs GEO article, related cards and Share Insights', () => {
    expect(ctas(ZERO_CLICK)).toEqual([
      { label: 'Develop Zero-Click Strategy', href: '/contact' },
      { label: 'Learn AEO vs GEO', href: `/insights/${AEO_GEO}` },
    ]);
    expect(article(ZERO_CLICK).related).toEqual([GARTNER, AEO_GEO, PAIN_POINTS]);
    expect(article(ZERO_CLICK).shareLabel).toBe('Share Insights');
  });

  it('the flywheel analysis: CTAs, related cards and Share Framework', () => {
    expect(ctas(FLYWHEEL)).toEqual([
      { label: 'Start Ecosystem Development', href: '/contact' },
      { label: 'Explore Authority Solutions', href: '/authority-hub' },
    ]);
    expect(article(FLYWHEEL).related).toEqual([TOPICAL, CONTENT_OPS, PAIN_POINTS]);
    expect(article(FLYWHEEL).shareLabel).toBe('Share Framework');
  });

  it('E-E-A-T: the alias, its CTA and related cards', () => {
    expect(article(EEAT).aliases).toEqual(['e-e-a-t-in-the-age-of-generative-ai-building-unshakeable-authority']);
    expect(findArticle('e-e-a-t-in-the-age-of-generative-ai-building-unshakeable-authority')).toBe(article(EEAT));
    expect(article(EEAT).cta.primary).toEqual({ label: 'Build Your E-E-A-T Authority', href: '/contact' });
    expect(article(EEAT).related).toEqual([SEO_DEAD, TOPICAL]);
  });

  it('marketing pain points: document title, author and social card', () => {
    const a = article(PAIN_POINTS);
    expect(a.documentTitle).toBe('Marketing Pain Points 2025: Resource Crunch to AI Solution');
    expect(a.author).toBeTruthy();
    expect(a.socialTitle).toBeTruthy();
    expect(a.socialImage).toMatch(/^\/images\/insights\//);
  });

  it('why traditional SEO is dead: its CTA and the 18-month case study figures', () => {
    expect(article(SEO_DEAD).cta.primary).toEqual({ label: 'Start Your AI Authority Transformation', href: '/contact' });
    const body = bodyOf(SEO_DEAD);
    for (const figure of ['18 months', '340%', '156%', '89%', '45%']) expect(body, figure).toContain(figure);
  });

  it('how AI services compound authority: its CTA, a related insight and the retention case study', () => {
    expect(article(COMPOUND).cta.primary).toEqual({ label: 'Start Your Ecosystem Integration', href: '/contact' });
    expect(article(COMPOUND).related.length).toBeGreaterThanOrEqual(1);
    const body = bodyOf(COMPOUND);
    for (const figure of ['73%', '94%', '187%']) expect(body, figure).toContain(figure);
  });

  it("'Back to All Strategic Intelligence' is set on some pages, not all", () => {
    const flags = [GARTNER, ZERO_CLICK, FLYWHEEL, EEAT, PAIN_POINTS, AEO_GEO, CONTENT_OPS, TOPICAL, CSR, SEO_DEAD, COMPOUND].map(
      (slug) => article(slug).backLink,
    );
    expect(flags).toContain(true);
    expect(flags).toContain(false);
  });
});
