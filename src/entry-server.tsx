/** Server entry: renders one URL of the app to a full HTML document (prerendering and the local server use it). */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';
import { withAppAssets, type AppAssets } from './app-assets';
import { withoutRouterScripts } from './islands/router-scripts';
import { pageIslandFiles } from './islands/site-islands';
import { preloadDocumentsFor } from './content/document-store';
import { knownRoutes, notFoundDocuments } from './content/known-routes';
import { siteConfig } from './content/site-config';
import { earlyTapRecorder } from './lib/early-tap';
import { earlySubmitRecorder } from './lib/early-submit';

export { knownRoutes, notFoundDocuments };
/** The Markdown twins, llms.txt, feeds, sitemap.xml and robots.txt (written by scripts/site-files.mjs). */
export { siteFiles } from './site-files/site-files';
/**
 * Inline script the build puts first in each page's start-up script: it remembers taps made before
 * hydration, and lets a form take a Send before its island has hydrated.
 */
export const startupPrelude = earlyTapRecorder + earlySubmitRecorder;

/** Paths of the routes that take parameters ('/insights/$slug'): the edge renders each with an unknown value to learn its status. */
export function dynamicRoutePaths(): string[] {
  return Object.keys(createAppRouter().routesByPath).filter((path) => path.includes('$'));
}

export interface RenderResult {
  status: number;
  html: string;
  /** where a redirect points, when status is 3xx */
  location?: string;
  /** source files of the page's own islands (`src/features/.../*-island.tsx`), so the build can preload their chunks */
  islandFiles: string[];
}

/**
 * Every page is an islands page: the router renders the whole document (its HTML, head and JSON-LD), each
 * part that needs the client rendered on its own root into its container (src/components/island.tsx); the
 * router's own scripts go, and the document gets the site's one client entry (src/islands-main.tsx),
 * which hydrates those parts only.
 */
export async function render(url: string, assets: AppAssets): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  await preloadDocumentsFor(new URL(request.url).pathname);
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter() });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  const location = response.headers.get('Location') ?? undefined;
  const html = withoutRouterScripts(await response.text());
  return { status: response.status, html: withAppAssets(html, assets), location, islandFiles: pageIslandFiles(html) };
}

/** The public site URL, for sitemap.xml and robots.txt. */
export const siteUrl = siteConfig.siteUrl;
