/** A link to one service's page: the one place that spells a service's route, for every feature that lists services. */
import { Link, type LinkComponentProps } from '@tanstack/react-router';

type ServiceLinkProps = Omit<LinkComponentProps<'a'>, 'to' | 'params' | 'search' | 'hash'> & { slug: string };

export function ServiceLink({ slug, ...props }: ServiceLinkProps) {
  return <Link {...props} to="/services/$serviceSlug" params={{ serviceSlug: slug }} />;
}
