/** One built-in service in docs/product/records.md's front-end shape, loading only that service's copy (its page's loader). */
import type { ServicePage } from '../../backend/service-page';
import { contentToServicePage } from '../../backend/service-page-mapper';
import { loadServiceContent } from '../../content/services/service-content';

/** The catalogue service with this slug as a ServicePage, or undefined. */
export async function loadStaticServicePage(slug: string): Promise<ServicePage | undefined> {
  const content = await loadServiceContent(slug);
  return content === undefined ? undefined : contentToServicePage(content);
}
