/** Every page the site knows: the human sitemap, sitemap.xml and prerendering read this one list. */
import { staticPages, type StaticPage } from './static-pages';
import { serviceCatalogue } from './services/service-catalogue';
import { authorityPillars } from './authority-pillars';
import { articles } from './insights/article-index';

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

export const sitemapSections: ReadonlyArray<StaticPage['section']> = [
  'Company',
  'Services',
  'Authority Hub',
  'Insights & Research',
  'Legal',
];
