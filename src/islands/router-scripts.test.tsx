import { describe, expect, it } from 'vitest';
import { HeadContent, Outlet, Scripts, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { withoutRouterScripts } from './router-scripts';

/**
 * A page as the installed router renders one of the site's (src/routes/__root.tsx, src/entry-server.tsx):
 * a root document with the head's tags and the router's scripts, a page with loader data, and structured
 * data in the head.
 */
async function routerRendering(): Promise<string> {
  const rootRoute = createRootRoute({
    head: () => ({ meta: [{ title: 'A page' }, { 'script:ld+json': { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Site' } }] }),
    component: () => (
      <html lang="en-US">
        <head>
          <HeadContent />
        </head>
        <body>
          <main>
            <Outlet />
          </main>
          <Scripts />
        </body>
      </html>
    ),
  });
  const page = createRoute({
    getParentRoute: () => rootRoute,
    path: '/articles/$slug',
    loader: ({ params }) => ({ title: `About ${params.slug}` }),
    component: () => <h1>An article</h1>,
  });
  const handler = createRequestHandler({
    request: new Request('http://localhost/articles/routers'),
    createRouter: () => createRouter({ routeTree: rootRoute.addChildren([page]) }),
  });
  const response = await handler(({ responseHeaders, router }) => renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }));
  return response.text();
}

const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map(([script]) => script);
// The page's own: its structured data.
const isPageOwn = (script: string) => script.startsWith('<script type="application/ld+json"');

describe('withoutRouterScripts', () => {
  it("removes every script the installed router writes into a page, and none of the page's own", async () => {
    const html = await routerRendering();
    expect(html).toContain('<h1>An article</h1>');
    // The router still writes scripts of its own (its loader data among them); were there none, this would have nothing to do.
    expect(scripts(html).filter((script) => !isPageOwn(script)).length).toBeGreaterThan(0);
    expect(html).toContain('title:"About routers"');
    const stripped = withoutRouterScripts(html);
    // A script the router writes in a way withoutRouterScripts does not know stays, and fails here.
    expect(scripts(stripped)).toEqual(scripts(html).filter(isPageOwn));
    expect(scripts(stripped)).toHaveLength(1);
    expect(stripped).not.toContain('title:"About routers"');
  });

  it('keeps scripts that are not the router’s', () => {
    const page = `<body><script>(self.$R=self.$R||{})["tsr"]=[];self.$_TSR={}</script><script>addEventListener('click',function(){})</script></body>`;
    expect(withoutRouterScripts(page)).toBe(`<body><script>addEventListener('click',function(){})</script></body>`);
  });
});
