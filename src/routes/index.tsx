import { createFileRoute } from '@tanstack/react-router';
import { staticPages } from '../content/static-pages';
import { staticPageHead } from '../seo/static-page-head';
import { HomePage } from '../features/home/home-page';
import { ServiceEcosystemMap } from '../features/service-map/service-ecosystem-map';

export const Route = createFileRoute('/')({
  head: () => staticPageHead(staticPages.home),
  component: () => <HomePage map={<ServiceEcosystemMap />} />,
});
