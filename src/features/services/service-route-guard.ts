/** Which service slugs a page can be built for, so the route redirects the rest to /services before rendering. */
import { findServiceSummary } from '../../content/services/service-summaries';
import { servicesBackendAvailable } from './services-backend';

/**
 * A catalogue slug always; any other slug only in the browser with a backend configured, where the page
 * asks the database (it redirects when the database has no such service). The server has no backend,
 * so there an unknown slug is an HTTP redirect to /services.
 */
export function isServableServiceSlug(slug: string | undefined): boolean {
  const wanted = slug?.trim();
  if (!wanted) return false;
  return findServiceSummary(wanted) !== undefined || servicesBackendAvailable();
}
