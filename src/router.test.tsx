// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
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
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
