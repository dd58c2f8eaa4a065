/** Catalogue services in the front-end shape, for tests (the site loads one service by route, and lists summaries). */
import { findService, serviceCatalogue } from '../../src/content/services/service-catalogue';
import type { ServicePage } from '../../src/backend/service-page';
import { contentToServicePage, staticServiceId } from '../../src/backend/service-page-mapper';

/** The catalogue service with this slug, or undefined. */
export function staticServicePage(slug: string): ServicePage | undefined {
  const content = findService(slug);
  return content === undefined ? undefined : contentToServicePage(content);
}

/** All catalogue services, in catalogue order. */
export function staticServicePages(): ServicePage[] {
  return serviceCatalogue.map(contentToServicePage);
}

/** Whether a ServicePage is built-in content rather than a database row. */
export function isStaticServicePage(service: ServicePage): boolean {
  return service._id === staticServiceId(service.slug);
}
