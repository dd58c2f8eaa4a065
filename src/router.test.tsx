// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { routerDefaults } from './router';

function Broken(): never {
  throw new Error('render failed');
}

describe('router defaults', () => {
  it('an unexpected render error shows "Unexpected Application Error" with a link home, never a blank page', async () => {
    const root = createRootRoute({ component: () => <Outlet /> });
    const broken = createRoute({ getParentRoute: () => root, path: '/broken', component: Broken });
    const router = createRouter({
      ...routerDefaults,
      routeTree: root.addChildren([broken]),
      history: createMemoryHistory({ initialEntries: ['/broken'] }),
    });
    // The router reports the error to the console (checked, and kept out of the test log) and scrolls,
    // which jsdom does not implement.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('scrollTo', () => undefined);
    try {
      render(<RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(logged.mock.calls.flat().some((argument) => argument instanceof Error && argument.message === 'render failed')).toBe(true);
    } finally {
      logged.mockRestore();
      warned.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
