/** The site's links under the client router: the router's Link, with the same current-page marks as an island's plain anchor. */
import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { SiteLinkProps } from './site-link';

const NO_ACTIVE_CLASS = {};

export function RouterSiteLink({ exact, ...props }: SiteLinkProps) {
  // Every current link gets data-status="active" and aria-current="page" from the Link itself; the empty
  // active props drop its "active" class, which an island's anchor does not have either.
  const linkProps = {
    ...props,
    activeOptions: exact ? { exact: true } : undefined,
    activeProps: NO_ACTIVE_CLASS,
  } as LinkComponentProps;
  return <Link {...linkProps} />;
}
