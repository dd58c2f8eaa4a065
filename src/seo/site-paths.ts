/** Where the site's machine-readable files live; heads link to them and the build writes them. */

export const RSS_FEED_PATH = '/rss.xml';
export const ATOM_FEED_PATH = '/atom.xml';
export const LLMS_TXT_PATH = '/llms.txt';
export const LLMS_FULL_TXT_PATH = '/llms-full.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** Fixed pages that have a Markdown twin; every page under these sections has one too. */
const TWIN_PAGES = new Set(['/about', '/authority-hub', '/authority-hub/guides', '/case-studies', '/csr-initiatives', '/research']);
const TWIN_SECTIONS = ['/services/', '/insights/', '/authority-hub/'];

/**
 * The URL of an indexable content page's Markdown twin: the page's path plus ".md" (the llms.txt
 * proposal's convention), e.g. /insights/zero-click-searches.md. Undefined for pages without one.
 */
export function markdownTwinPath(path: string): string | undefined {
  const clean = path.replace(/\/+$/, '');
  if (TWIN_PAGES.has(clean) || TWIN_SECTIONS.some((section) => clean.startsWith(section) && clean.length > section.length)) {
    return `${clean}.md`;
  }
  return undefined;
}
