import { createFileRoute } from '@tanstack/react-router';
import { InsightsIndexPage } from '../../features/insights/insights-index-page';
import { staticPageHeadFor } from '../../seo/static-page-heads';

export const Route = createFileRoute('/insights/')({
  head: () => staticPageHeadFor('insights'),
  component: InsightsIndexPage,
});
