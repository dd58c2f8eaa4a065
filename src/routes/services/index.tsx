import { createFileRoute } from '@tanstack/react-router';
import { servicesListHead } from '../../features/services/service-head';
import { ServicesPage } from '../../features/services/services-page';

export const Route = createFileRoute('/services/')({
  head: () => servicesListHead(),
  component: ServicesRoute,
});

function ServicesRoute() {
  return <ServicesPage />;
}
