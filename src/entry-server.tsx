/** Server entry: renders one URL of the app to a full HTML document (prerendering and the local server use it). */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';
import { emptyAssets, type AppAssets } from './app-assets';
import { preloadDocumentsFor } from './content/document-store';
import { knownRoutes, notFoundDocuments } from './content/known-routes';
import { siteConfig } from './content/site-config';

export { knownRoutes, notFoundDocuments };

/** Paths of the routes that take parameters ('/insights/$slug'): the edge renders each with an unknown value to learn its status. */
export function dynamicRoutePaths(): string[] {
  return Object.keys(createAppRouter(emptyAssets).routesByPath).filter((path) => path.includes('$'));
}

export interface RenderResult {
  status: number;
  html: string;
  /** where a redirect points, when status is 3xx */
  location?: string;
}

export async function render(url: string, assets: AppAssets): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  await preloadDocumentsFor(new URL(request.url).pathname);
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter(assets) });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const location = response.headers.get('Location') ?? undefined;
  return { status: response.status, html: await response.text(), location };
}

/** The public site URL, for sitemap.xml and robots.txt. */
export const siteUrl = siteConfig.siteUrl;
