/** /insights's list: every article, newest first, with a topic filter whose state lives in the URL (`?category=`). */
import { articles } from '../../content/insights/article-index';
import { useHydrated } from '../../lib/use-hydrated';
import { useQueryParam } from '../../lib/use-query-param';
import { CategoryFilter } from './category-filter';
import { InsightCard } from './insight-card';
import { articlesInCategory, insightCategories, parseInsightsSearch } from './insight-categories';
import { insightsCopy } from './insights-copy';

const categories = insightCategories(articles);

export function InsightsList() {
  const [category, setCategory] = useQueryParam('category');
  // Until hydration the page shows what was prerendered: every article. An unknown category is no filter.
  const selected = useHydrated() ? parseInsightsSearch({ category }).category : undefined;
  const shown = articlesInCategory(articles, selected);
  const selectedName = categories.find((c) => c.slug === selected)?.name;
  const [lead, ...rest] = shown;
  return (
    <section aria-label={insightsCopy.listLabel} className="container-page py-14 sm:py-20">
      {/* A topic rewrites the current history entry: back leaves the page, as before the filter was used. */}
      <CategoryFilter categories={categories} total={articles.length} selected={selected} onSelect={(next) => setCategory(next, 'replace')} />
      <p role="status" className="mt-6 text-sm text-muted" data-testid="insights-count">
        {insightsCopy.showing(shown.length, articles.length, selectedName)}
      </p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="insights-list">
        {lead ? (
          <li key={lead.slug} className="md:col-span-2 lg:col-span-3">
            <InsightCard article={lead} headingLevel={2} featured />
          </li>
        ) : null}
        {rest.map((article) => (
          <li key={article.slug}>
            <InsightCard article={article} headingLevel={2} />
          </li>
        ))}
      </ul>
    </section>
  );
}
