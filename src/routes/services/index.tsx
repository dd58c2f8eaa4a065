import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/services/services-page';
import { servicesListHead } from '../../features/services/services-list-head';

export const Route = createFileRoute('/services/')({
  head: () => servicesListHead(),
  component: ServicesRoute,
});

function ServicesRoute() {
  return <ServicesPage />;
}
