/** sitemap.xml: every canonical page (aliases left out) with lastmod from its content's own dates. */
import type { KnownRoute } from '../content/known-routes';
import { absoluteUrl } from '../content/site-config';
import { zonedDateTime } from '../lib/zoned-date';
import { xmlText } from './xml-text';

export function sitemapXml(routes: readonly KnownRoute[]): string {
  const urls = routes
    .filter((r) => !r.aliasOf)
    .map((r) => `  <url><loc>${xmlText(absoluteUrl(r.path === '/' ? '/' : r.path))}</loc><lastmod>${zonedDateTime(r.lastModified)}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
