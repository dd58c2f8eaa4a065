/** One catalogue service in the front-end shape, for tests of a single service's page (the site loads them by route). */
import { findService } from '../../src/content/services/service-catalogue';
import type { ServicePage } from '../../src/backend/service-page';
import { contentToServicePage } from '../../src/backend/service-page-mapper';

/** The catalogue service with this slug, or undefined. */
export function staticServicePage(slug: string): ServicePage | undefined {
  const content = findService(slug);
  return content === undefined ? undefined : contentToServicePage(content);
}
