/** Test helper: renders a tree at '/' inside a memory router, as the server renders a page: the router's Links work, and the site's links know the page. */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider, useRouterState } from '@tanstack/react-router';
import { SiteNavigationProvider } from '../../src/components/site-link';

/** The root route's provision for the site's links, as src/routes/__root.tsx makes it: the page's path. */
function RootOfSite() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SiteNavigationProvider value={{ pathname }}>
      <Outlet />
    </SiteNavigationProvider>
  );
}

/** Renders `ui` at '/' and waits until the router has put `readyTestId` on screen. */
export async function renderWithRouter(ui: ReactNode, readyTestId: string) {
  const rootRoute = createRootRoute({ component: RootOfSite });
  const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(<RouterProvider router={router} />);
  await screen.findByTestId(readyTestId);
  return { ...result, router };
}
