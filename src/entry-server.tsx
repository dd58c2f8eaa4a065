/** Server entry: renders one URL of the app to a full HTML document (prerendering and the local server use it). */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { createAppRouter } from './router';
import { withAppAssets, type PageAssets } from './app-assets';
import { renderIslands } from './islands/render-islands';
import { isIslandsPage } from './components/island-container';
import { pageIslandSource } from './islands/site-islands';
import { preloadDocumentsFor } from './content/document-store';
import { knownRoutes, notFoundDocuments } from './content/known-routes';
import { siteConfig } from './content/site-config';

export { knownRoutes, notFoundDocuments };
/** The Markdown twins, llms.txt, feeds, sitemap.xml and robots.txt (written by scripts/site-files.mjs). */
export { siteFiles } from './site-files/site-files';
/** Inline script the build puts first in each page's start-up script: it remembers taps made before hydration. */
export { earlyTapRecorder } from './lib/early-tap';

/** Paths of the routes that take parameters ('/insights/$slug'): the edge renders each with an unknown value to learn its status. */
export function dynamicRoutePaths(): string[] {
  return Object.keys(createAppRouter().routesByPath).filter((path) => path.includes('$'));
}

export interface RenderResult {
  status: number;
  html: string;
  /** where a redirect points, when status is 3xx */
  location?: string;
  /** source files of the matched routes (`src/routes/...`), so the build can preload their chunks; none on an islands page, which loads no route code */
  routeFiles: string[];
  /** whether the page hydrates its islands only (a route with staticData.islands), with the islands entry */
  islands: boolean;
  /** source files of the page's own islands (`src/features/.../*-island.tsx`), so the build can preload their chunks */
  islandFiles: string[];
}

// Route ids to their source files, for the build's route preloads; read at render time, once the route tree has set the ids.
const routeModules = import.meta.glob<{ Route: { id: string } }>('./routes/**/*.tsx', { eager: true });
const routeFileOf = (id: string) =>
  Object.entries(routeModules).find(([, module]) => module.Route?.id === id)?.[0].replace(/^\.\//, 'src/');

export async function render(url: string, assets: PageAssets): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  await preloadDocumentsFor(new URL(request.url).pathname);
  let routeIds: string[] = [];
  let islands = false;
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter() });
  const response = await handler(({ responseHeaders, router }) => {
    const rendered = renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> });
    routeIds = router.state.matches.map((match) => match.routeId);
    islands = isIslandsPage(router.state.matches);
    return rendered;
  });
  const location = response.headers.get('Location') ?? undefined;
  if (islands) {
    const page = await renderIslands(await response.text(), new URL(request.url).pathname);
    const islandFiles = page.islands.map(pageIslandSource).filter((file): file is string => file !== undefined);
    return { status: response.status, html: withAppAssets(page.html, assets.islands), location, routeFiles: [], islands, islandFiles };
  }
  const routeFiles = routeIds.map(routeFileOf).filter((file): file is string => file !== undefined);
  return { status: response.status, html: withAppAssets(await response.text(), assets.app), location, routeFiles, islands, islandFiles: [] };
}

/** The public site URL, for sitemap.xml and robots.txt. */
export const siteUrl = siteConfig.siteUrl;
