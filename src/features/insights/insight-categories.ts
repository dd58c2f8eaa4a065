/** The categories of the insight articles, their URL slugs and counts, and the /insights search parameters. */
import { articles as allArticles, type ArticleMeta } from '../../content/insights/article-index';
import { compareNames } from '../../lib/compare-names';

/** One category as the filter shows it. */
export interface InsightCategory {
  /** the `?category=` value */
  slug: string;
  name: string;
  count: number;
}

/** The search parameters /insights accepts: a known category slug, or none for every article. */
export interface InsightsSearch {
  category?: string;
}

/** 'Trust & CSR' becomes 'trust-csr'. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every category of `articles` with its article count, alphabetically. */
export function insightCategories(articles: readonly ArticleMeta[]): InsightCategory[] {
  const counts = new Map<string, number>();
  for (const article of articles) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, count]) => ({ slug: categorySlug(name), name, count }))
    .sort((a, b) => compareNames(a.name, b.name));
}

/** The articles of one category (by slug), in the order given; every article without one. */
export function articlesInCategory(articles: readonly ArticleMeta[], slug: string | undefined): readonly ArticleMeta[] {
  return slug ? articles.filter((article) => categorySlug(article.category) === slug) : articles;
}

/** Reads `?category=` from raw search parameters, keeping it only when it names a category of `articles` (an unknown one is no filter). */
export function parseInsightsSearch(
  search: Record<string, unknown>,
  articles: readonly ArticleMeta[] = allArticles,
): InsightsSearch {
  const value = search.category;
  const known = typeof value === 'string' && insightCategories(articles).some((c) => c.slug === value);
  return { category: known ? value : undefined };
}
