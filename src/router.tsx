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
  return createRouter({ routeTree, ...routerDefaults });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
