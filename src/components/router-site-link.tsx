/** The site's links under the client router: the router's Link, which marks the current page as an island's plain anchor does. */
import { Link, Navigate, type LinkComponentProps } from '@tanstack/react-router';
import type { SiteLinkProps } from './site-link';

export function RouterSiteLink({ exact, ...props }: SiteLinkProps) {
  const linkProps = { ...props, activeOptions: exact ? { exact: true } : undefined } as LinkComponentProps;
  return <Link {...linkProps} />;
}

/** The site's redirects under the client router: a navigation that replaces the current entry. */
export function RouterRedirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}
