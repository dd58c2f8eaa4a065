import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { OutboxStatusPage } from '../features/outbox-status/outbox-status-page';
import { outboxStatusTexts } from '../features/outbox-status/outbox-status-texts';

// An operations page: not linked, not in the sitemap, not indexed; prerendered so it opens offline.
export const Route = createFileRoute('/outbox')({
  head: () => pageHead({ title: outboxStatusTexts.title, description: outboxStatusTexts.description, path: '/outbox', noindex: true }),
  component: () => <OutboxStatusPage />,
});
