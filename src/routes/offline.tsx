import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { OfflinePage } from '../features/offline/offline-page';
import { offlineHeadCopy } from '../features/offline/offline-head-copy';

export const Route = createFileRoute('/offline')({
  // `from`: the page the service worker could not load (sw/page-urls.ts); checked by the page before use.
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' ? { from: search.from } : {},
  head: () =>
    pageHead({
      title: offlineHeadCopy.title,
      description: offlineHeadCopy.description,
      path: '/offline',
      noindex: true,
    }),
  component: OfflineRoute,
});

function OfflineRoute() {
  const { from } = Route.useSearch();
  return <OfflinePage from={from} />;
}
