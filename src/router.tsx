/** One router factory for server and client, so both build the same tree. */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { LoadingSpinner } from './components/loading-spinner';
import { ErrorPage } from './components/error-page';
import { NotFoundPage } from './components/not-found-page';
import { ROUTE_PENDING_MS } from './lib/spec-constants';

/** What every route falls back to: the spinner while a page loads, the error screen, the 404 page. */
export const routerDefaults = {
  scrollRestoration: true,
  defaultPreload: 'intent',
  defaultPendingMs: ROUTE_PENDING_MS,
  defaultPendingMinMs: 300,
  defaultPendingComponent: () => <LoadingSpinner label="Loading..." />,
  defaultErrorComponent: ErrorPage,
  defaultNotFoundComponent: NotFoundPage,
} as const;

export function createAppRouter() {
  // The router's first render in the browser is the hydration of the prerendered page, which has
  // been on screen since its HTML arrived (the scripts start after the load event): the visitor may
  // have scrolled it, or followed a link to one of its sections, in the meantime. Restoring scroll
  // then would throw them back to the top, so the router restores it from the first navigation on;
  // on a reload, the inline script it renders into the page (on the server, where this says yes) has
  // put the position back already, as the page was parsed.
  let hydrated = import.meta.env.SSR;
  const router = createRouter({ routeTree, ...routerDefaults, scrollRestoration: () => hydrated });
  router.subscribe('onRendered', () => {
    hydrated = true;
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
