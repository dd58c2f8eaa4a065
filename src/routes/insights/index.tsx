import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../../content/static-pages';
import { staticPageHead } from '../../seo/static-page-head';
import { InsightsIndexPage } from '../../features/insights/insights-index-page';
import { parseInsightsSearch } from '../../features/insights/insight-categories';

export const Route = createFileRoute('/insights/')({
  validateSearch: (search: Record<string, unknown>) => parseInsightsSearch(search),
  head: () => staticPageHead(staticPages.insights),
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
