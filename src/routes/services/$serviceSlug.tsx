import { createFileRoute, redirect } from '@tanstack/react-router';
import { ServiceDetailPage } from '../../features/services/service-detail-page';
import { staticServicePage } from '../../features/services/static-service-pages';

export const Route = createFileRoute('/services/$serviceSlug')({
  // SPEC section 8: a missing or unknown slug redirects to /services (an HTTP redirect from the server).
  // 302, which static hosts can express in _redirects (Netlify has no 307). The guard loads with the route, not in the entry.
  loader: async ({ params }) => {
    const { isServableServiceSlug } = await import('../../features/services/service-route-guard');
    if (!isServableServiceSlug(params.serviceSlug)) throw redirect({ to: '/services', statusCode: 302 });
  },
  head: ({ params }) => import('../../features/services/service-head').then(({ serviceRouteHead }) => serviceRouteHead(params.serviceSlug)),
  component: ServiceRoute,
});

function ServiceRoute() {
  const { serviceSlug } = Route.useParams();
  // Keyed by slug: moving between two services starts the page's state afresh.
  return <ServiceDetailPage key={serviceSlug} slug={serviceSlug} initial={staticServicePage(serviceSlug)} />;
}
