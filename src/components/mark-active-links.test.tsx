// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { markActiveLinks } from './mark-active-links';

afterEach(cleanup);

const TARGETS = ['/', '/services', '/services/seo-ppc-superpowers', '/servicesx', '/contact', '/insights'];

/** What the router's own Links show at `pathname`: one row per target. */
async function routerLinksAt(pathname: string) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const anyPage = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => (
      <div data-testid="router-links">
        {TARGETS.map((to) => (
          <Link key={to} to={to as '/'} className="plain">
            {to}
          </Link>
        ))}
      </div>
    ),
  });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: anyPage.options.component });
  const router = createRouter({ routeTree: rootRoute.addChildren([home, anyPage]), history: createMemoryHistory({ initialEntries: [pathname] }) });
  render(<RouterProvider router={router} />);
  return [...(await screen.findByTestId('router-links')).querySelectorAll('a')];
}

const stateOf = (link: Element) => [link.getAttribute('aria-current'), link.getAttribute('data-status'), link.classList.contains('active')];

describe('markActiveLinks', () => {
  for (const at of ['/', '/services', '/services/seo-ppc-superpowers', '/contact', '/insights/some-article']) {
    it(`marks at ${at} exactly the links the router's Link marks`, async () => {
      const expected = (await routerLinksAt(at)).map(stateOf);
      const region = document.createElement('div');
      // As the region arrived from another page: its own current link still marked.
      region.innerHTML = TARGETS.map((to) => `<a href="${to}" class="plain active" data-status="active" aria-current="page">${to}</a>`).join('');
      markActiveLinks(region, at);
      expect([...region.querySelectorAll('a')].map(stateOf)).toEqual(expected);
      // The home link is current on the home page only, as the router has it; a neighbour with a longer name never is.
      expect(stateOf(region.querySelector('a[href="/"]')!)[0]).toBe(at === '/' ? 'page' : null);
      expect(stateOf(region.querySelector('a[href="/services"]')!)[0]).toBe(at.startsWith('/services') ? 'page' : null);
      expect(stateOf(region.querySelector('a[href="/servicesx"]')!)[0]).toBeNull();
      expect(region.querySelector('a[href="/contact"]')!.classList.contains('plain')).toBe(true);
    });
  }

  it('leaves links to other sites, mail and phone unmarked', () => {
    const region = document.createElement('div');
    region.innerHTML = '<a href="https://example.com/">x</a><a href="mailto:a@b.c">m</a><a href="tel:+1">t</a>';
    markActiveLinks(region, '/');
    expect([...region.querySelectorAll('a')].map(stateOf)).toEqual([
      [null, null, false],
      [null, null, false],
      [null, null, false],
    ]);
  });
});
