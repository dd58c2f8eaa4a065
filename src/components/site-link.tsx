/**
 * A link to a page of the site: a plain anchor with the marks the router's Link gives the link of the
 * current page (no page runs a client router, so every link loads its page). The server renders it
 * around the islands and in them alike, so an island's links match the rest of the page.
 */
import { createContext, useContext, useEffect, type AnchorHTMLAttributes } from 'react';
import { isActiveLinkPath } from './active-link-path';
import { replacePage } from '../lib/replace-page';

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
}

const SiteNavigationContext = createContext<SiteNavigation>({ pathname: '/' });

/** The current page, for the links below it (the root route and each island's root provide it). */
export const SiteNavigationProvider = SiteNavigationContext.Provider;

/** The path of the page shown. */
export function usePagePath(): string {
  return useContext(SiteNavigationContext).pathname;
}

/** The URL a plain anchor points to. */
function siteHref({ to, hash, search }: Pick<SiteLinkProps, 'to' | 'hash' | 'search'>): string {
  const query = search && Object.keys(search).length > 0 ? `?${new URLSearchParams(search)}` : '';
  return `${to}${query}${hash ? `#${hash}` : ''}`;
}

/** Replaces the page shown by `to` once rendered in the browser (a page load; the server renders nothing). */
export function SiteRedirect({ to }: { to: string }) {
  useEffect(() => replacePage(to), [to]);
  return null;
}

export function SiteLink(props: SiteLinkProps) {
  const pathname = usePagePath();
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
