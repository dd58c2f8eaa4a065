import { createFileRoute } from '@tanstack/react-router';
import { InsightsIndexPage } from '../../features/insights/insights-index-page';

export const Route = createFileRoute('/insights/')({
  // The topic filter and the list are the page's island; it reads and writes `?category=` itself.
  staticData: { islands: true },
  head: () => import('../../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('insights')),
  component: InsightsIndexPage,
});
