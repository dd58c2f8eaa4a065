/**
 * Server-rendered regions the client never hydrates (long Markdown bodies and the like): their HTML
 * is read from the prerendered document at start-up, or from the page's own prerendered HTML
 * before a client-side navigation shows it, so their words reach the browser once, never in JS.
 */

const ATTRIBUTE = 'data-static-html';
/** Marks a region that is the same on every page (the footer's directory): kept once, not per page. */
export const SITE_WIDE_ATTRIBUTE = 'data-static-html-site';
const regions = new Map<string, Map<string, string>>();
const siteRegions = new Map<string, string>();

const pageKey = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/**
 * Holds a region's inline styles (a meter's width) as data: a page's CSP allows the style attributes of
 * its own markup by hash, not another page's, so markup shown after a client-side navigation would lose
 * them. StaticHtml sets them through the CSSOM, which the policy does not govern.
 */
export const STYLE_DATA_ATTRIBUTE = 'data-static-style';

function markupOf(region: Element): string {
  const copy = region.cloneNode(true) as Element;
  for (const styled of copy.querySelectorAll('[style]')) {
    styled.setAttribute(STYLE_DATA_ATTRIBUTE, styled.getAttribute('style') ?? '');
    styled.removeAttribute('style');
  }
  return copy.innerHTML;
}

function collect(root: ParentNode, pathname: string): void {
  const found = new Map<string, string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)) {
    const name = element.getAttribute(ATTRIBUTE) ?? '';
    if (element.hasAttribute(SITE_WIDE_ATTRIBUTE)) siteRegions.set(name, markupOf(element));
    else found.set(name, markupOf(element));
  }
  if (found.size > 0) regions.set(pageKey(pathname), found);
}

/** Keeps the regions of the document the page was loaded with; call before hydrating. */
export function captureStaticHtml(doc: Document, pathname: string): void {
  collect(doc, pathname);
}

/** The HTML of region `name` on the page at `pathname` (or on every page, for a site-wide region), when known. */
export function staticHtmlFor(pathname: string, name: string, siteWide = false): string | undefined {
  return siteWide ? siteRegions.get(name) : regions.get(pageKey(pathname))?.get(name);
}

/**
 * Before a client-side navigation to `pathname`: fetches its prerendered HTML (the service worker
 * answers from the precache, so this works offline) and keeps its regions. When that fails, the
 * browser loads the page itself, which shows what the server or the service worker has for it.
 */
export async function loadStaticHtml(pathname: string, href = pathname): Promise<void> {
  if (import.meta.env.SSR || regions.has(pageKey(pathname))) return;
  try {
    const response = await fetch(pathname, { headers: { Accept: 'text/html' } });
    // A 404 is a page too (a placeholder): it simply has no regions.
    if (!response.ok && response.status !== 404) throw new Error(`${pathname}: ${response.status}`);
    // Only the body's markup, and its style attributes held as data: parsing that page's own <style>
    // blocks or style attributes here would break this page's CSP, which allows its own inline styles by
    // hash and no other page's. (Quotes in text are escaped in the prerendered HTML, so ` style="` is an attribute.)
    const html = (await response.text())
      .replace(/<head[\s\S]*?<\/head>/i, '')
      .replace(/<style\b[\s\S]*?<\/style>/gi, '')
      .replace(/\sstyle="/g, ` ${STYLE_DATA_ATTRIBUTE}="`);
    collect(new DOMParser().parseFromString(html, 'text/html'), pathname);
  } catch {
    window.location.assign(href);
    await new Promise<never>(() => undefined);
  }
}

