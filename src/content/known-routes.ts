/** Every page the site knows: the human sitemap, sitemap.xml and prerendering read this one list. */
import { staticPages, type StaticPage } from './static-pages';
import { serviceCatalogue } from './services/service-catalogue';
import { authorityPillars } from './authority-pillars';
import { articles } from './insights/article-index';
import { placeholders } from './placeholders';

export interface KnownRoute {
  path: string;
  title: string;
  section: StaticPage['section'];
  /** an alias renders a page whose canonical URL is elsewhere; prerendered, not listed */
  aliasOf?: string;
  lastModified?: string;
}

export function knownRoutes(): KnownRoute[] {
  const routes: KnownRoute[] = Object.values(staticPages).map((p) => ({
    path: p.path,
    title: p.label,
    section: p.section,
  }));
  for (const service of serviceCatalogue) {
    routes.push({ path: `/services/${service.slug}`, title: service.title, section: 'Services' });
  }
  for (const pillar of authorityPillars) {
    routes.push({ path: `/authority-hub/${pillar.slug}`, title: pillar.title, section: 'Authority Hub' });
  }
  for (const article of articles) {
    routes.push({ path: `/insights/${article.slug}`, title: article.title, section: 'Insights & Research', lastModified: article.date });
    for (const alias of article.aliases ?? []) {
      routes.push({ path: `/insights/${alias}`, title: article.title, section: 'Insights & Research', aliasOf: `/insights/${article.slug}` });
    }
  }
  return routes;
}

export interface NotFoundDocument {
  /** a URL that renders the document (any unknown slug renders the same one) */
  path: string;
  /** where the static host expects it in dist/ */
  file: string;
}

/** The documents a static host answers with 404: the site's 404 page, and each placeholder section's page for its unknown slugs. */
export function notFoundDocuments(): NotFoundDocument[] {
  return [
    { path: '/this-page-does-not-exist', file: '404.html' },
    ...Object.values(placeholders).map((p) => ({ path: `${p.section}/not-written-yet`, file: `${p.section.slice(1)}/404.html` })),
  ];
}

export const sitemapSections: ReadonlyArray<StaticPage['section']> = [
  'Company',
  'Services',
  'Authority Hub',
  'Insights & Research',
  'Legal',
];
