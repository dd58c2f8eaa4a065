/** The /services/{serviceSlug} page: the 'Loading service details...' spinner, the service, or a redirect to /services. */
import type { ServicePage } from '../../backend/service-page';
import { LoadingSpinner } from '../../components/loading-spinner';
import { SiteRedirect } from '../../components/site-link';
import { ServiceDetail } from './service-detail';
import { serviceDetailCopy } from './services-copy';
import { pageServiceLoader, useServiceDetail, type ServiceLoader } from './use-service-detail';

export function ServiceDetailPage({
  slug,
  initial,
  loader = pageServiceLoader,
}: {
  slug: string;
  /** the built-in content for `slug`, rendered at once (and prerendered) */
  initial: ServicePage | undefined;
  loader?: ServiceLoader;
}) {
  const state = useServiceDetail(slug, initial, loader);
  if (state.status === 'loading') return <LoadingSpinner label={serviceDetailCopy.loading} />;
  if (state.status === 'redirect') return <SiteRedirect to="/services" />;
  return <ServiceDetail service={state.service} />;
}
