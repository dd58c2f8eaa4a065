import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { OutboxStatusPage } from '../features/outbox-status/outbox-status-page';

// An operations page: not linked, not in the sitemap, not indexed; prerendered so it opens offline.
export const Route = createFileRoute('/outbox')({
  head: () =>
    import('../features/outbox-status/outbox-status-texts').then(({ outboxStatusTexts }) =>
      pageHead({ title: outboxStatusTexts.title, description: outboxStatusTexts.description, path: '/outbox', noindex: true }),
    ),
  component: () => <OutboxStatusPage />,
});
