import { createFileRoute } from '@tanstack/react-router';
import { loadStaticHtml } from '../components/static-html-store';
import { HomePage } from '../features/home/home-page';
import { ServiceEcosystemMap } from '../features/service-map/service-ecosystem-map';

export const Route = createFileRoute('/')({
  head: () => import('../seo/static-page-heads').then(({ staticPageHeadFor }) => staticPageHeadFor('home')),
  // The sections around the map come with the page's HTML, not in JavaScript.
  loader: ({ location }) => loadStaticHtml(location.pathname, location.href),
  component: () => <HomePage map={<ServiceEcosystemMap />} />,
});
