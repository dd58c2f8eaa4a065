import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/services/services-page';

export const Route = createFileRoute('/services/')({
  head: () => import('../../features/services/services-list-head').then(({ servicesListHead }) => servicesListHead()),
  component: ServicesRoute,
});

function ServicesRoute() {
  return <ServicesPage />;
}
