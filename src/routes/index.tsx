import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { serviceEcosystemMap } from '../features/service-map/service-ecosystem-map-island';
import { Island } from '../components/island';
import { staticPageHeadFor } from '../seo/static-page-heads';

export const Route = createFileRoute('/')({
  head: () => staticPageHeadFor('home'),
  component: () => (
    <HomePage map={<Island of={serviceEcosystemMap} />} />
  ),
});
