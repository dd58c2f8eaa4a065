/** Test helper: renders a tree inside a memory router so TanStack Links work. */
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

/** Renders `ui` at '/' and waits until the router has put it on screen (`readyTestId` must be inside it). */
export async function renderWithRouter(ui: ReactNode, readyTestId: string) {
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  const result = render(<RouterProvider router={router} />);
  await screen.findByTestId(readyTestId);
  return { ...result, router };
}
