/** The built-in catalogue in SPEC's front-end shape: what the server prerenders and the first client render shows. */
import { serviceCatalogue } from '../../content/services/service-catalogue';
import type { ServicePage } from '../../backend/service-page';
import { contentToServicePage, staticServiceId } from '../../backend/service-page-mapper';

/** All catalogue services, in catalogue order. */
export function staticServicePages(): ServicePage[] {
  return serviceCatalogue.map(contentToServicePage);
}

/** Whether a ServicePage is built-in content rather than a database row. */
export function isStaticServicePage(service: ServicePage): boolean {
  return service._id === staticServiceId(service.slug);
}
