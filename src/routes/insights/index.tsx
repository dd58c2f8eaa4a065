import { createFileRoute } from '@tanstack/react-router';
import { InsightsIndexPage } from '../../features/insights/insights-index-page';

export const Route = createFileRoute('/insights/')({
  head: () => import('../../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('insights')),
  component: InsightsIndexPage,
});
