/** Renders every known route to static HTML, writes sitemap.xml and robots.txt, then injects the precache list into sw.js. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { injectManifest } from 'workbox-build';
import { extractAssets } from './html-assets.mjs';

/** Where a route's HTML lives in dist/. */
export function htmlFileFor(path) {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

function sitemapXml(siteUrl, routes) {
  const urls = routes
    .filter((r) => !r.aliasOf)
    .map((r) => {
      const lastmod = r.lastModified ? `<lastmod>${r.lastModified}</lastmod>` : '';
      return `  <url><loc>${siteUrl}${r.path === '/' ? '/' : r.path}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export async function prerender({ root = process.cwd() } = {}) {
  const dist = join(root, 'dist');
  const server = await import(pathToFileURL(join(root, 'dist-server/entry-server.js')).href);
  const assets = extractAssets(readFileSync(join(dist, 'index.html'), 'utf8'));
  writeFileSync(join(root, 'dist-server/client-assets.json'), JSON.stringify(assets, null, 2));

  const routes = server.knownRoutes();
  // An alias is a redirect (scripts/edge writes it to _redirects and into the service worker), not a page.
  const pages = [...routes.filter((r) => !r.aliasOf).map((r) => r.path), '/offline', '/outbox', '/search'];
  for (const path of pages) {
    const { status, html } = await server.render(path, assets);
    if (status !== 200) throw new Error(`prerender ${path}: status ${status}`);
    const file = join(dist, htmlFileFor(path));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  // The host answers unknown URLs with these, status 404: the site's 404 page and each section's placeholder.
  const notFoundDocuments = server.notFoundDocuments();
  for (const { path, file } of notFoundDocuments) {
    const { status, html } = await server.render(path, assets);
    if (status !== 404) throw new Error(`prerender ${file} from ${path}: status ${status}`);
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), html);
  }

  const siteUrl = server.siteUrl;
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, routes));
  writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /outbox\n\nSitemap: ${siteUrl}/sitemap.xml\n`);

  const { count, warnings } = await injectManifest({
    swSrc: join(dist, 'sw.js'),
    swDest: join(dist, 'sw.js'),
    globDirectory: dist,
    globPatterns: ['**/*.{html,js,css,woff2,webp,jpg,png,svg,ico,webmanifest}'],
    // Social cards are for crawlers and share previews, not for reading offline.
    globIgnores: ['sw.js', 'workbox-*.js', '**/404.html', '.images-manifest.json', 'images/services/**', 'images/social/**', 'images/insights/*.jpg'],
    // Hashed assets never change under the same name; skipping their revision keeps the list small.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`injectManifest: ${warnings.join('; ')}`);
  return pages
    .map((p) => ({ path: p, file: htmlFileFor(p) }))
    .concat(notFoundDocuments.map(({ file }) => ({ path: '(404)', file })), [{ path: '(precache)', file: `${count} entries` }]);
}
