/**
 * When the router's Link marks a link as the current page's (data-status="active", aria-current="page",
 * class "active"): a link is active on its own page and on the pages below it, the home link on the home
 * page only. An island's plain anchors (src/components/site-link.tsx) are marked by the same rule.
 */
const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Whether a link to `linkPathname` is the current page's (or, unless `exact`, an ancestor's), as the router's Link decides it. */
export function isActiveLinkPath(currentPathname: string, linkPathname: string, exact = false): boolean {
  const current = trimmed(currentPathname);
  const link = trimmed(linkPathname);
  if (exact) return current === link;
  return current.startsWith(link) && (current.length === link.length || current[link.length] === '/');
}
