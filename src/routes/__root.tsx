import type { ReactNode } from 'react';
import { HeadContent, Outlet, Scripts, createRootRoute, useRouterState } from '@tanstack/react-router';
import { SiteFooter } from '../components/layout/site-footer';
import { NotFoundPage, placeholderOfNotFound } from '../components/not-found-page';
import { SiteNavigationProvider } from '../components/site-link';
import { Island } from '../components/island';
import { chat, newsletter, rejectionNotice, siteHeader, updatePrompt } from '../islands/site-islands';
import { defaultMeta, feedLinks, jsonLdTag } from '../seo/page-head';
import { notFoundHead } from '../seo/not-found-head';
import { organizationJsonLd, websiteJsonLd } from '../seo/json-ld';

export const Route = createRootRoute({
  head: ({ match, matches }) => {
    // No route matched (only the root did), or a route sent its unknown slug to the root's not-found page.
    const isNotFound = matches.length === 1 || match._notFound === true;
    const pageTags = isNotFound ? notFoundHead(placeholderOfNotFound(match.error)) : { meta: [] };
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { title: defaultMeta.title },
        { name: 'description', content: defaultMeta.description },
        { name: 'keywords', content: defaultMeta.keywords.join(', ') },
        { name: 'theme-color', content: '#0b1f3a' },
        { name: 'color-scheme', content: 'light' },
        { name: 'apple-mobile-web-app-title', content: 'Ascend' },
        jsonLdTag(organizationJsonLd()),
        jsonLdTag(websiteJsonLd()),
        ...pageTags.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        ...feedLinks,
      ],
    };
  },
  component: RootComponent,
  notFoundComponent: NotFoundPage,
});

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  );
}

function RootDocument({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The parts every page shares are islands (src/islands), each rendered on its own root into its container (src/components/island.tsx).
  return (
    <SiteNavigationProvider value={{ pathname }}>
      <html lang="en-US">
        <head>
          <HeadContent />
        </head>
        <body>
          <a
            href="#main"
            className="focus-halo sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            Skip to content
          </a>
          <Island of={siteHeader} />
          <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
            {children}
          </main>
          <SiteFooter newsletter={<Island of={newsletter} />} />
          <Island of={chat} />
          <Island of={updatePrompt} />
          <Island of={rejectionNotice} />
          <Scripts />
        </body>
      </html>
    </SiteNavigationProvider>
  );
}
