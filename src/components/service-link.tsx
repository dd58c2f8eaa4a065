/** A link to one service's page: the one place that spells a service's route, for every feature that lists services. */
import { SiteLink, type SiteLinkProps } from './site-link';

type ServiceLinkProps = Omit<SiteLinkProps, 'to' | 'search' | 'hash' | 'exact'> & { slug: string };

export function ServiceLink({ slug, ...props }: ServiceLinkProps) {
  return <SiteLink {...props} to={`/services/${slug}`} />;
}
