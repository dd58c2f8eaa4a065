/** Test helper: renders a tree at '/' inside a memory router that also has a /services stand-in, so Links (the site's too) and redirects work. */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useRouterState } from '@tanstack/react-router';
import { SiteNavigationProvider } from '../../src/components/site-link';
import { RouterRedirect, RouterSiteLink } from '../../src/components/router-site-link';

/** The root route's provision for the site's links and redirects, as src/routes/__root.tsx makes it: the router's. */
function RootOfSite() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SiteNavigationProvider value={{ pathname, Link: RouterSiteLink, Redirect: RouterRedirect }}>
      <Outlet />
    </SiteNavigationProvider>
  );
}

/** The test id of the stand-in /services page. */
export const SERVICES_INDEX_TEST_ID = 'services-index';

/** Renders `ui` at '/' and waits until the router has put `readyTestId` (or the /services stand-in) on screen. */
export async function renderWithRouter(ui: ReactNode, readyTestId: string) {
  const rootRoute = createRootRoute({ component: RootOfSite });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const services = createRoute({
    getParentRoute: () => rootRoute,
    path: '/services',
    component: () => <p data-testid={SERVICES_INDEX_TEST_ID}>Services</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, services]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(<RouterProvider router={router} />);
  await screen.findByTestId(readyTestId);
  return { ...result, router };
}
