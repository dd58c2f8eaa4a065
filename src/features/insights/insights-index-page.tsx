/** /insights: every article, newest first, with a topic filter whose state lives in the URL (`?category=`). */
import { articles } from '../../content/insights/article-index';
import { StaticPageHero } from '../../components/static-page-hero';
import { CallToActionBand } from '../../components/call-to-action-band';
import { staticPages } from '../../content/static-pages';
import { CategoryFilter } from './category-filter';
import { InsightCard } from './insight-card';
import { articlesInCategory, insightCategories } from './insight-categories';
import { insightsCopy } from './insights-copy';
import { useHydrated } from '../../lib/use-hydrated';

const categories = insightCategories(articles);

/** `category` is the validated `?category=` slug; `onCategoryChange` writes it back to the URL. */
export function InsightsIndexPage({
  category,
  onCategoryChange,
}: {
  category: string | undefined;
  onCategoryChange: (slug: string | undefined) => void;
}) {
  // Until hydration the page shows what was prerendered: every article.
  const selected = useHydrated() ? category : undefined;
  const shown = articlesInCategory(articles, selected);
  const selectedName = categories.find((c) => c.slug === selected)?.name;
  const [lead, ...rest] = shown;
  return (
    <>
      <StaticPageHero page={staticPages.insights} />
      <section aria-label={insightsCopy.listLabel} className="container-page py-14 sm:py-20">
        <CategoryFilter categories={categories} total={articles.length} selected={selected} onSelect={onCategoryChange} />
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
      <CallToActionBand id="insights-closing" testId="insights-closing" spacing="pb-20 sm:pb-24" {...insightsCopy.closing} />
    </>
  );
}
