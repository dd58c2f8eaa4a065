import { createFileRoute } from '@tanstack/react-router';
import { loadStaticHtml } from '../../components/static-html-store';
import { ServicesPage } from '../../features/services/services-page';

export const Route = createFileRoute('/services/')({
  // Only the portfolio and the shared parts need the client: they hydrate alone (src/islands).
  staticData: { islands: true },
  head: () => import('../../features/services/services-list-head').then(({ servicesListHead }) => servicesListHead()),
  // The hero, the category blocks and the closing come with the page's HTML, not in JavaScript.
  loader: ({ location }) => loadStaticHtml(location.pathname, location.href),
  component: ServicesRoute,
});

function ServicesRoute() {
  return <ServicesPage />;
}
