import { createFileRoute, redirect } from '@tanstack/react-router';
import { serviceDetail } from '../../features/services/service-detail-island';
import { Island } from '../../components/island';
import { serviceHead } from '../../features/services/service-head';
import { isServableServiceSlug } from '../../features/services/service-route-guard';
import { loadStaticServicePage } from '../../features/services/service-page-content';

export const Route = createFileRoute('/services/$serviceSlug')({
  // docs/product/texts.md: a missing or unknown slug redirects to /services (an HTTP redirect from the server).
  // 302, which static hosts can express in _redirects (Netlify has no 307).
  // Only this service's copy is read (not the whole catalogue); the page's island carries it as its props.
  loader: async ({ params }) => {
    if (!isServableServiceSlug(params.serviceSlug)) throw redirect({ to: '/services', statusCode: 302 });
    return { initial: (await loadStaticServicePage(params.serviceSlug)) ?? null };
  },
  // A slug only the database knows gets no head of its own.
  head: ({ loaderData }) => {
    const service = loaderData?.initial;
    return service ? serviceHead(service) : {};
  },
  component: ServiceRoute,
});

function ServiceRoute() {
  const { serviceSlug } = Route.useParams();
  const { initial } = Route.useLoaderData();
  return <Island of={serviceDetail} props={{ slug: serviceSlug, initial: initial ?? undefined }} />;
}
