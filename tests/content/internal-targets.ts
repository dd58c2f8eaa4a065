/** Test helper: every internal path a link may point at (the known routes), and a check of one href against them. */
import { knownRoutes } from '../../src/content/known-routes';

const paths = new Set(knownRoutes().map((route) => route.path));

/** Whether an internal href (path with an optional #fragment or ?query) names a page the site has. */
export function isKnownTarget(href: string): boolean {
  const path = href.replace(/[?#].*$/, '') || '/';
  return paths.has(path);
}

/** Every `href="..."` of rendered HTML that stays on the site (starts with '/'). */
export function internalHrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]).filter((href) => href.startsWith('/') && !href.startsWith('//'));
}
