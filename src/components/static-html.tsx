/** A region the server renders and the client leaves alone: its children exist only in the server bundle. */
import { useEffect, useLayoutEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useLocation, useMatch, useRouter } from '@tanstack/react-router';
import { markActiveLinks } from './mark-active-links';
import { SITE_WIDE_ATTRIBUTE, STYLE_DATA_ATTRIBUTE, staticHtmlFor } from './static-html-store';

interface StaticHtmlProps {
  /** unique on its page */
  name: string;
  className?: string;
  /**
   * The same on every page (the footer's directory): the client keeps the copy the first page arrived
   * with, whatever page it shows, and marks its links to the current page as the router's Link would.
   */
  siteWide?: boolean;
  /** rendered on the server only; pass `import.meta.env.SSR && <Content />` so the client bundle drops it */
  children?: ReactNode;
}

/** The path of the link an event happened in, when the router can show it in this tab (same site, no target, no download). */
function routerLinkOf(event: SyntheticEvent<HTMLElement>): string | undefined {
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

const isAnchorOnThisPage = (href: string) => {
  const url = new URL(href, window.location.href);
  return url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '';
};

export function StaticHtml({ name, className, siteWide = false, children }: StaticHtmlProps) {
  const pathname = useMatch({ strict: false, select: (match) => match.pathname });
  const currentPathname = useLocation({ select: (location) => location.pathname });
  const router = useRouter();
  const region = useRef<HTMLDivElement>(null);
  const html = import.meta.env.SSR ? '' : (staticHtmlFor(pathname, name, siteWide) ?? '');
  // Before the browser paints markup React has just put in (the page's own markup, hydrated, keeps its
  // style attributes and has nothing to do here).
  useLayoutEffect(() => {
    for (const styled of region.current?.querySelectorAll<HTMLElement>(`[${STYLE_DATA_ATTRIBUTE}]`) ?? []) {
      styled.style.cssText = styled.getAttribute(STYLE_DATA_ATTRIBUTE) ?? '';
    }
  }, [html]);
  useEffect(() => {
    if (siteWide && region.current) markActiveLinks(region.current, currentPathname);
  }, [siteWide, currentPathname]);
  const siteWideMark = siteWide ? { [SITE_WIDE_ATTRIBUTE]: '' } : {};
  if (import.meta.env.SSR) {
    return (
      <div data-static-html={name} {...siteWideMark} className={className}>
        {children}
      </div>
    );
  }
  // Internal links inside the region behave as the router's own links do: they navigate without a
  // page load, and hovering, focusing or touching one loads the next page ahead (the router's
  // defaultPreload 'intent'). An anchor on this page scrolls as usual. (The router reads `href` as
  // navigate does; preloadRoute's type also asks for a `to`, which `href` replaces.)
  const preload = (event: SyntheticEvent<HTMLElement>) => {
    // Moving between the elements inside one link is not a new intent.
    const from = (event.nativeEvent as MouseEvent).relatedTarget;
    if (from instanceof Node && (event.target as Element).closest?.('a[href]')?.contains(from)) return;
    const href = routerLinkOf(event);
    if (href && router.options.defaultPreload === 'intent' && !isAnchorOnThisPage(href)) void router.preloadRoute({ to: '.', href }).catch(() => undefined);
  };
  return (
    <div
      ref={region}
      data-static-html={name}
      {...siteWideMark}
      className={className}
      // The prerendered HTML itself, read back from the page or fetched before navigating here.
      dangerouslySetInnerHTML={{ __html: html }}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const href = routerLinkOf(event);
        if (!href || isAnchorOnThisPage(href)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
      onMouseOver={preload}
      onFocus={preload}
      onTouchStart={preload}
    />
  );
}
