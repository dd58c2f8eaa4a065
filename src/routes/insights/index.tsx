import { createFileRoute } from '@tanstack/react-router';
import { InsightsIndexPage } from '../../features/insights/insights-index-page';
import { parseInsightsSearch } from '../../features/insights/insight-categories';

export const Route = createFileRoute('/insights/')({
  // Only the shape here: knowing the categories takes the article index, which loads with the page, not the entry.
  validateSearch: (search: Record<string, unknown>): { category?: string } => ({
    category: typeof search.category === 'string' ? search.category : undefined,
  }),
  head: () => import('../../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('insights')),
  component: InsightsRoute,
});

function InsightsRoute() {
  // An unknown category is no filter.
  const { category } = parseInsightsSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return (
    <InsightsIndexPage
      category={category}
      onCategoryChange={(next) => void navigate({ search: next ? { category: next } : {}, replace: true, resetScroll: false })}
    />
  );
}
