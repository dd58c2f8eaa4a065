// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StaticHtml } from './static-html';
import { captureStaticHtml } from './static-html-store';
import { renderWithRouter, SERVICES_INDEX_TEST_ID } from '../../tests/support/render-with-router';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

/** What the prerendered page at '/' held in region "body". */
function arrivedWith(html: string) {
  const arrived = document.implementation.createHTMLDocument();
  arrived.body.innerHTML = `<div data-static-html="body">${html}</div>`;
  captureStaticHtml(arrived, '/');
}

const region = () => renderWithRouter(<StaticHtml name="body" />, 'region-ready');

describe('StaticHtml', () => {
  it('on the server, renders its children inside the marked region', async () => {
    vi.stubEnv('SSR', true);
    const { container } = await renderWithRouter(
      <StaticHtml name="body" className="prose">
        <p data-testid="server-child">Rendered once</p>
      </StaticHtml>,
      'server-child',
    );
    const element = container.querySelector('[data-static-html="body"]');
    expect(element?.className).toBe('prose');
    expect(element?.textContent).toBe('Rendered once');
  });

  it('in the browser, shows the HTML the page arrived with, not its children', async () => {
    arrivedWith('<p data-testid="region-ready">As prerendered</p>');
    await renderWithRouter(
      <StaticHtml name="body">
        <p>Never in the client</p>
      </StaticHtml>,
      'region-ready',
    );
    expect(screen.getByTestId('region-ready').textContent).toBe('As prerendered');
    expect(screen.queryByText('Never in the client')).toBeNull();
  });

  it('an internal link inside navigates with the router, without loading the page', async () => {
    arrivedWith('<p data-testid="region-ready"><a href="/services"><span>All services</span></a></p>');
    const { router } = await region();
    // fireEvent returns false when the handler prevented the browser's own navigation.
    expect(fireEvent.click(screen.getByText('All services'))).toBe(false);
    expect(await screen.findByTestId(SERVICES_INDEX_TEST_ID)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/services');
  });

  it('leaves the browser to handle modified clicks, new tabs, other sites and anchors on the page', async () => {
    arrivedWith(
      '<p data-testid="region-ready"><a href="/services">Same tab</a> <a href="/services" target="_blank">New tab</a> ' +
        '<a href="https://example.com/">Elsewhere</a> <a href="#part-two">Part two</a></p>',
    );
    const { router } = await region();
    expect(fireEvent.click(screen.getByText('Same tab'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('Same tab'), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByText('New tab'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Elsewhere'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Part two'))).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('hovering, focusing or touching an internal link loads its page ahead, once per entry into the link', async () => {
    arrivedWith(
      '<p data-testid="region-ready"><a href="/services"><span>All services</span> <b>now</b></a> ' +
        '<a href="https://example.com/">Elsewhere</a> <a href="#part-two">Part two</a></p>',
    );
    const { router } = await region();
    const preloadRoute = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    const link = screen.getByText('All services').closest('a')!;
    // Only where the router preloads on intent, as its own links do (the site's router does: routerDefaults).
    fireEvent.mouseOver(screen.getByText('All services'), { relatedTarget: document.body });
    expect(preloadRoute).not.toHaveBeenCalled();
    Object.assign(router.options, { defaultPreload: 'intent' });
    fireEvent.mouseOver(screen.getByText('All services'), { relatedTarget: document.body });
    expect(preloadRoute).toHaveBeenCalledTimes(1);
    expect(preloadRoute).toHaveBeenLastCalledWith(expect.objectContaining({ href: '/services' }));
    // Within the same link: no second load.
    fireEvent.mouseOver(screen.getByText('now'), { relatedTarget: screen.getByText('All services') });
    expect(preloadRoute).toHaveBeenCalledTimes(1);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(preloadRoute).toHaveBeenCalledTimes(3);
    fireEvent.mouseOver(screen.getByText('Elsewhere'), { relatedTarget: document.body });
    fireEvent.mouseOver(screen.getByText('Part two'), { relatedTarget: document.body });
    expect(preloadRoute).toHaveBeenCalledTimes(3);
  });

  it('a site-wide region shows the copy the first page arrived with on every page, its current link marked as the router would', async () => {
    const arrived = document.implementation.createHTMLDocument();
    arrived.body.innerHTML =
      '<div data-static-html="directory" data-static-html-site=""><a href="/" class="active" data-status="active" aria-current="page">Home</a> ' +
      '<a href="/services">Services</a></div>';
    captureStaticHtml(arrived, '/');
    const rootRoute = createRootRoute({
      component: () => (
        <>
          <Outlet />
          <footer data-testid="footer">
            <StaticHtml name="directory" siteWide />
          </footer>
        </>
      ),
    });
    const page = (id: string) => () => <p data-testid={id}>{id}</p>;
    const router = createRouter({
      routeTree: rootRoute.addChildren([
        createRoute({ getParentRoute: () => rootRoute, path: '/', component: page('home') }),
        createRoute({ getParentRoute: () => rootRoute, path: '/services/$slug', component: page('service') }),
      ]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(<RouterProvider router={router} />);
    await screen.findByTestId('home');
    const current = () => [...screen.getByTestId('footer').querySelectorAll('[aria-current="page"]')].map((link) => link.textContent);
    expect(current()).toEqual(['Home']);
    await act(() => router.navigate({ href: '/services/seo-ppc-superpowers' }));
    await screen.findByTestId('service');
    expect(screen.getByTestId('footer').textContent).toBe('Home Services');
    expect(current()).toEqual(['Services']);
    expect(screen.getByText('Home').classList.contains('active')).toBe(false);
  });

  it("sets the markup's inline styles through the CSSOM, which no page's CSP governs, not as style attributes", async () => {
    arrivedWith('<p data-testid="region-ready"><span data-testid="meter" style="width: 85%">85%</span></p>');
    await region();
    const meter = screen.getByTestId('meter');
    expect(meter.getAttribute('data-static-style')).toBe('width: 85%');
    expect(meter.style.width).toBe('85%');
  });
});
