/** Renders every known route to static HTML, writes the site files (scripts/site-files.mjs), then injects the precache list into sw.js. */
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectManifest } from 'workbox-build';
import { compressedPrecache } from './compressed-precache.mjs';
import { manifestEntryAssets } from './html-assets.mjs';
import { createPageFinisher, takeFontFaces } from './finish-page.mjs';
import { createIslandPreloads } from './island-preloads.mjs';
import { siteFilesPrecache, writeSiteFiles } from './site-files.mjs';
import { SITE_STYLESHEETS } from './site-stylesheets.mjs';

/** Where a route's HTML lives in dist/. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

/** Vite's manifest of the client build, moved out of dist/ (it is build data, not a file to serve). */
function takeClientManifest(root, dist) {
  const from = join(dist, '.vite/manifest.json');
  const to = join(root, 'dist-server/client-manifest.json');
  if (existsSync(from)) {
    renameSync(from, to);
    rmSync(join(dist, '.vite'), { recursive: true, force: true });
  }
  return JSON.parse(readFileSync(to, 'utf8'));
}

/** The web font file the first screen uses: Inter cut to the characters of the site's copy, in every weight the theme sets (one variable file). */
function firstScreenFonts(dist) {
  return readdirSync(join(dist, 'assets'))
    .filter((name) => /^inter-latin-site-[\w-]+\.woff2$/.test(name))
    .map((name) => `/assets/${name}`);
}

export async function prerender({ root = process.cwd() } = {}) {
  const dist = join(root, 'dist');
  const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
  const manifest = takeClientManifest(root, dist);
  const assets = manifestEntryAssets(manifest, 'src/islands-main.tsx', SITE_STYLESHEETS);
  writeFileSync(join(root, 'dist-server/client-assets.json'), JSON.stringify(assets, null, 2));
  // A page preloads its own islands' chunks (the entry's are linked on every page).
  const { islandPreloadsFor } = createIslandPreloads(manifest);
  const pagePreloads = ({ islandFiles }) => islandPreloadsFor(islandFiles);
  const finish = createPageFinisher({ dist, fontPreloads: firstScreenFonts(dist), fontFaces: takeFontFaces(dist), startupPrelude: server.startupPrelude });

  const routes = server.knownRoutes();
  // An alias is a redirect (scripts/edge writes it to _redirects and into the service worker), not a page.
  const pages = [...routes.filter((r) => !r.aliasOf).map((r) => r.path), '/offline', '/outbox', '/search'];
  for (const path of pages) {
    const { status, html, ...rendered } = await server.render(path, assets);
    if (status !== 200) throw new Error(`prerender ${path}: status ${status}`);
    const file = join(dist, htmlFileFor(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await finish(html, { islandPreloads: pagePreloads(rendered) }));
  }
  // The host answers unknown URLs with these, status 404: the site's 404 page and each section's placeholder.
  const notFoundDocuments = server.notFoundDocuments();
  for (const { path, file } of notFoundDocuments) {
    const { status, html, ...rendered } = await server.render(path, assets);
    if (status !== 404) throw new Error(`prerender ${file} from ${path}: status ${status}`);
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), await finish(html, { islandPreloads: pagePreloads(rendered) }));
  }

  await writeSiteFiles({ dist, server });

  const { count, warnings } = await injectManifest({
    swSrc: join(dist, 'sw.js'),
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    // The site search's index is the one JSON file of assets/ (scripts/search/search-index-plugin.ts).
    globPatterns: ['**/*.{html,js,css,woff2,webp,jpg,png,svg,ico,webmanifest}', 'assets/site-search-index-*.json', ...siteFilesPrecache.globPatterns],
    // Social cards are for crawlers and share previews, the manifest's screenshots for the install prompt,
    // not for reading offline. The built stylesheets' rules are inlined into every page
    // (scripts/page-css-rules.mjs), and no page links them.
    globIgnores: ['sw.js', 'assets/*.css', 'workbox-*.js', '**/404.html', '.images-manifest.json', 'images/services/**', 'images/social/**', 'images/insights/*.jpg', 'screenshots/**', ...siteFilesPrecache.globIgnores],
    // Hashed assets never change under the same name; skipping their revision keeps the list small.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // Text files are stored as their .gz siblings and inflated by the worker (sw/compressed-precache.ts).
    manifestTransforms: [compressedPrecache(dist)],
  });
  if (warnings.length) throw new Error(`injectManifest: ${warnings.join('; ')}`);
  return pages
    .map((p) => ({ path: p, file: htmlFileFor(p) }))
    .concat(notFoundDocuments.map(({ file }) => ({ path: '(404)', file })), [{ path: '(precache)', file: `${count} entries` }]);
}
