import { createFileRoute } from '@tanstack/react-router';
import { InsightsIndexPage } from '../../features/insights/insights-index-page';
import { parseInsightsSearch } from '../../features/insights/insight-categories';

export const Route = createFileRoute('/insights/')({
  validateSearch: (search: Record<string, unknown>) => parseInsightsSearch(search),
  head: () => import('../../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('insights')),
  component: InsightsRoute,
});

function InsightsRoute() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InsightsIndexPage
      category={category}
      onCategoryChange={(next) => void navigate({ search: next ? { category: next } : {}, replace: true, resetScroll: false })}
    />
  );
}
