/**
 * What a card of the /services portfolio shows of a service: its identity, subtitle and icon. The
 * built-in list is made from the service summaries, so the page's first render does not load every
 * service's full copy; a database list (full ServicePage rows) fits the same shape.
 */
import type { ServicePage } from '../../backend/service-page';
import { staticServiceId } from '../../backend/service-page-mapper';
import { serviceSummaries } from '../../content/services/service-summaries';

/** A service as the portfolio lists it. */
export type ServiceListItem = Pick<ServicePage, '_id' | 'slug' | 'title' | 'subtitle' | 'heroIcon'>;

/** All built-in services, in catalogue order, as the portfolio lists them. */
export function staticServiceListItems(): ServiceListItem[] {
  return serviceSummaries.map(({ slug, title, subtitle, heroIcon }) => ({ _id: staticServiceId(slug), slug, title, subtitle, heroIcon }));
}

/** Whether a listed service is built-in content rather than a database row. */
export function isStaticServiceListItem(service: ServiceListItem): boolean {
  return service._id === staticServiceId(service.slug);
}
