import { describe, expect, it } from 'vitest';
import { articles } from '../../content/insights/article-index';
import { articlesInCategory, categorySlug, insightCategories, parseInsightsSearch } from './insight-categories';

describe('insight categories', () => {
  it('slugs a category name for the URL', () => {
    expect(categorySlug('Trust & CSR')).toBe('trust-csr');
    expect(categorySlug('Strategic Framework')).toBe('strategic-framework');
  });

  it('lists every category once, alphabetically, with counts that add up to all articles', () => {
    const categories = insightCategories(articles);
    expect(categories.map((c) => c.name)).toEqual([...new Set(articles.map((a) => a.category))].sort());
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(articles.length);
    expect(categories.find((c) => c.name === 'Strategic Framework')?.count).toBe(2);
  });

  it('orders as localeCompare would: categories by name, articles newest first then by title', () => {
    const names = insightCategories(articles).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const byDateThenTitle = [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
    expect(articles.map((a) => a.slug)).toEqual(byDateThenTitle.map((a) => a.slug));
  });

  it('filters by slug and keeps the newest-first order; no slug keeps every article', () => {
    const shown = articlesInCategory(articles, 'strategic-framework');
    expect(shown.map((a) => a.slug)).toEqual([
      'the-ai-authority-imperative-gartners-50-traffic-decline-prediction',
      'the-ai-authority-imperative-why-traditional-seo-is-dead',
    ]);
    expect(articlesInCategory(articles, undefined)).toBe(articles);
  });

  it('keeps ?category= only when it names a category', () => {
    expect(parseInsightsSearch({ category: 'market-analysis' })).toStrictEqual({ category: 'market-analysis' });
    for (const category of ['Market Analysis', 'nope', 3, undefined]) {
      expect(parseInsightsSearch({ category }), String(category)).toStrictEqual({ category: undefined });
    }
  });
});
