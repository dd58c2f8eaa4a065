/** A region the server renders and the client leaves alone: its children exist only in the server bundle. */
import type { MouseEvent, ReactNode } from 'react';
import { useMatch, useRouter } from '@tanstack/react-router';
import { staticHtmlFor } from './static-html-store';

interface StaticHtmlProps {
  /** unique on its page */
  name: string;
  className?: string;
  /** rendered on the server only; pass `import.meta.env.SSR && <Content />` so the client bundle drops it */
  children?: ReactNode;
}

// Internal links inside the region navigate like the router's own links, without a page load.
function followInternalLink(event: MouseEvent<HTMLElement>, navigate: (href: string) => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  // An anchor on this page scrolls as usual.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

export function StaticHtml({ name, className, children }: StaticHtmlProps) {
  const pathname = useMatch({ strict: false, select: (match) => match.pathname });
  const router = useRouter();
  if (import.meta.env.SSR) {
    return (
      <div data-static-html={name} className={className}>
        {children}
      </div>
    );
  }
  return (
    <div
      data-static-html={name}
      className={className}
      // The prerendered HTML itself, read back from the page or fetched before navigating here.
      dangerouslySetInnerHTML={{ __html: staticHtmlFor(pathname, name) ?? '' }}
      onClick={(event) => followInternalLink(event, (href) => void router.navigate({ href }))}
    />
  );
}
