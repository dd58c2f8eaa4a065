/**
 * What the router's Link does to a link whose page is the current one (data-status="active",
 * aria-current="page", class "active"; a link is active on its own page and on the pages below it, the
 * home link on the home page only), done to the plain links of a region React does not render on the client.
 */
const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Whether a link to `linkPathname` is the current page's (or, unless `exact`, an ancestor's), as the router's Link decides it. */
export function isActiveLinkPath(currentPathname: string, linkPathname: string, exact = false): boolean {
  const current = trimmed(currentPathname);
  const link = trimmed(linkPathname);
  if (exact) return current === link;
  return current.startsWith(link) && (current.length === link.length || current[link.length] === '/');
}

export function markActiveLinks(region: ParentNode, currentPathname: string): void {
  for (const link of region.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const url = new URL(link.href, window.location.href);
    const active = url.origin === window.location.origin && isActiveLinkPath(currentPathname, url.pathname);
    link.classList.toggle('active', active);
    if (active) {
      link.setAttribute('data-status', 'active');
      link.setAttribute('aria-current', 'page');
    } else {
      link.removeAttribute('data-status');
      link.removeAttribute('aria-current');
    }
  }
}
