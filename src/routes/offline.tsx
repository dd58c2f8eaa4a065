import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../seo/page-head';
import { OfflinePage } from '../features/offline/offline-page';
import { offlineHeadCopy } from '../features/offline/offline-head-copy';

export const Route = createFileRoute('/offline')({
  head: () =>
    pageHead({
      title: offlineHeadCopy.title,
      description: offlineHeadCopy.description,
      path: '/offline',
      noindex: true,
    }),
  component: OfflinePage,
});
