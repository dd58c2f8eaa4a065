// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider, type LinkComponentProps } from '@tanstack/react-router';
import { SiteLink, SiteNavigationProvider, type SiteLinkProps } from './site-link';

afterEach(cleanup);

const LINKS: SiteLinkProps[] = [
  { to: '/', exact: true, children: 'Home' },
  { to: '/services', children: 'Services' },
  { to: '/services/seo-ppc-superpowers', children: 'SEO' },
  { to: '/servicesx', children: 'Not services' },
  { to: '/insights', hash: 'latest', children: 'Insights' },
  { to: '/search', search: { q: 'answer engines' }, children: 'Search' },
];

function Links() {
  return (
    <div data-testid="links">
      {LINKS.map((link) => (
        <SiteLink key={link.to} {...link} className="link" data-kind="site" />
      ))}
    </div>
  );
}

/** The same links as the router's own Link renders them (the server's page components link with it). */
function RouterLinks() {
  return (
    <div data-testid="links">
      {LINKS.map(({ exact, ...link }) => {
        const props = { ...link, activeOptions: exact ? { exact: true } : undefined, className: 'link', 'data-kind': 'site' } as LinkComponentProps;
        return <Link key={link.to} {...props} />;
      })}
    </div>
  );
}

/** The router's links at `pathname`. */
async function underRouter(pathname: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const anyPage = createRoute({ getParentRoute: () => rootRoute, path: '$', component: RouterLinks });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: RouterLinks });
  const router = createRouter({ routeTree: rootRoute.addChildren([home, anyPage]), history: createMemoryHistory({ initialEntries: [pathname] }) });
  render(<RouterProvider router={router} />);
  return [...(await screen.findByTestId('links')).querySelectorAll('a')];
}

/** The site's links at `pathname`: plain anchors. */
function inIsland(pathname: string) {
  render(
    <SiteNavigationProvider value={{ pathname }}>
      <Links />
    </SiteNavigationProvider>,
  );
  return [...screen.getByTestId('links').querySelectorAll('a')];
}

const described = (link: HTMLAnchorElement) => ({
  href: link.getAttribute('href'),
  className: link.className,
  current: link.getAttribute('aria-current'),
  status: link.getAttribute('data-status'),
  kind: link.dataset.kind,
  text: link.textContent,
});

describe('SiteLink', () => {
  for (const at of ['/', '/services', '/services/seo-ppc-superpowers', '/insights', '/privacy']) {
    it(`at ${at}, the site's anchors are the router's links, marks and all`, async () => {
      const routerLinks = (await underRouter(at)).map(described);
      cleanup();
      expect(inIsland(at).map(described)).toEqual(routerLinks);
    });
  }

  it('marks the current page and the pages below it, the home link on the home page only', () => {
    const current = inIsland('/services/seo-ppc-superpowers')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(['Services', 'SEO']);
  });
});
