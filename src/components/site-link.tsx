/**
 * A link to a page of the site. Under the client router it is the router's Link (the root provides it:
 * navigation without a page load, preloading); in an island, which runs without the router, it is a plain
 * anchor with the marks the router's Link gives the link of the current page.
 */
import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type ComponentType } from 'react';
import { isActiveLinkPath } from './active-link-path';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path of the site */
  to: string;
  /** without its '#' */
  hash?: string;
  search?: Record<string, string>;
  /** marked current on its own page only, not on the pages below it (the home link) */
  exact?: boolean;
  /** a data-* attribute (a test hook, an early-tap id) passes through as on any anchor */
  [dataAttribute: `data-${string}`]: string | undefined;
}

interface SiteNavigation {
  /** the path of the page shown */
  pathname: string;
  /** the client router's link, where the page runs the router */
  Link?: ComponentType<SiteLinkProps>;
  /** the client router's redirect (replacing the current entry), where the page runs the router */
  Redirect?: ComponentType<{ to: string }>;
}

const SiteNavigationContext = createContext<SiteNavigation>({ pathname: '/' });

/** The current page and the link to use, for the parts of the page below it. */
export const SiteNavigationProvider = SiteNavigationContext.Provider;

/** The path of the page shown: the router's location under the router, the document's in an island. */
export function usePagePath(): string {
  return useContext(SiteNavigationContext).pathname;
}

/** The URL a plain anchor points to. */
function siteHref({ to, hash, search }: Pick<SiteLinkProps, 'to' | 'hash' | 'search'>): string {
  const query = search && Object.keys(search).length > 0 ? `?${new URLSearchParams(search)}` : '';
  return `${to}${query}${hash ? `#${hash}` : ''}`;
}

/** Replaces the page shown by `to`: a navigation of the client router under it, a page load in an island. */
export function SiteRedirect({ to }: { to: string }) {
  const { Redirect } = useContext(SiteNavigationContext);
  if (Redirect) return <Redirect to={to} />;
  return <LoadInstead to={to} />;
}

function LoadInstead({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

export function SiteLink(props: SiteLinkProps) {
  const { pathname, Link } = useContext(SiteNavigationContext);
  if (Link) return <Link {...props} />;
  const { to, hash, search, exact, className, ...anchor } = props;
  // As the router's Link marks it: its own page (and, unless exact, the pages below it) is the current one,
  // with the class "active" added to its own.
  const current = isActiveLinkPath(pathname, to, exact);
  return (
    <a
      {...anchor}
      href={siteHref({ to, hash, search })}
      className={current ? (className ? `${className} active` : 'active') : className}
      {...(current ? { 'data-status': 'active', 'aria-current': 'page' as const } : {})}
    />
  );
}
