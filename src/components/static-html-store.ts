/**
 * Server-rendered regions the client never hydrates (long Markdown bodies and the like): their HTML
 * is read from the prerendered document at start-up, or from the page's own prerendered HTML
 * before a client-side navigation shows it, so their words reach the browser once, never in JS.
 */

const ATTRIBUTE = 'data-static-html';
const regions = new Map<string, Map<string, string>>();

const pageKey = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

function collect(root: ParentNode, pathname: string): void {
  const found = new Map<string, string>();
  for (const element of root.querySelectorAll<HTMLElement>(`[${ATTRIBUTE}]`)) {
    found.set(element.getAttribute(ATTRIBUTE) ?? '', element.innerHTML);
  }
  if (found.size > 0) regions.set(pageKey(pathname), found);
}

/** Keeps the regions of the document the page was loaded with; call before hydrating. */
export function captureStaticHtml(doc: Document, pathname: string): void {
  collect(doc, pathname);
}

/** The HTML of region `name` on the page at `pathname`, when known. */
export function staticHtmlFor(pathname: string, name: string): string | undefined {
  return regions.get(pageKey(pathname))?.get(name);
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
    // Only the body's markup: parsing that page's own <style> blocks here would break this page's CSP,
    // which allows its own inline styles by hash and no other page's.
    const html = (await response.text()).replace(/<head[\s\S]*?<\/head>/i, '').replace(/<style\b[\s\S]*?<\/style>/gi, '');
    collect(new DOMParser().parseFromString(html, 'text/html'), pathname);
  } catch {
    window.location.assign(href);
    await new Promise<never>(() => undefined);
  }
}

