/** The router factory: the server renders every page with it (no page runs a client router: src/islands-main.tsx). */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { ErrorPage } from './components/error-page';
import { NotFoundPage } from './components/not-found-page';

/** What every route falls back to: the error screen, the 404 page. */
export const routerDefaults = {
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
