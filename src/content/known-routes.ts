/** Every page the site knows, with the date its content last changed: the human sitemap, sitemap.xml and prerendering read this one list. */
import { staticPages, type StaticPage } from './static-pages';
import { serviceSummaries } from './services/service-summaries';
import { authorityPillars } from './authority-pillars';
import { articles } from './insights/article-index';
import { pageUpdated } from './content-date';
import { markdownPageFields } from './markdown-page-meta';
import type { MarkdownMeta } from './markdown-document';
import { STATIC_SERVICE_PUBLISHED_AT } from '../lib/spec-constants';
import { laterDate } from '../lib/zoned-date';
import { placeholders } from './placeholders';

export interface KnownRoute {
  path: string;
  title: string;
  section: StaticPage['section'];
  /** an alias renders a page whose canonical URL is elsewhere; prerendered, not listed */
  aliasOf?: string;
  /** when the page's content last changed, from its source (YYYY-MM-DD or a zoned date-time) */
  lastModified: string;
}

const pillarMetas = import.meta.glob<MarkdownMeta>('./pages/pillar-*.md', { query: '?meta', import: 'default', eager: true });

function pillarUpdated(slug: string): string {
  const meta = pillarMetas[`./pages/pillar-${slug}.md`];
  if (!meta) throw new Error(`src/content/pages/pillar-${slug}.md: the pillar guide's source is missing`);
  return markdownPageFields(meta).updated;
}

const newest = (dates: string[], floor: string) => dates.reduce(laterDate, floor);

export function knownRoutes(): KnownRoute[] {
  // Index pages change whenever an entry they list does.
  const listed: Partial<Record<string, string[]>> = {
    '/services': serviceSummaries.map((s) => s.updated ?? STATIC_SERVICE_PUBLISHED_AT),
    '/insights': articles.map((a) => a.updated ?? a.date),
  };
  const routes: KnownRoute[] = Object.values(staticPages).map((p) => ({
    path: p.path,
    title: p.label,
    section: p.section,
    lastModified: newest(listed[p.path] ?? [], pageUpdated(p)),
  }));
  for (const service of serviceSummaries) {
    routes.push({ path: `/services/${service.slug}`, title: service.title, section: 'Services', lastModified: service.updated ?? STATIC_SERVICE_PUBLISHED_AT });
  }
  for (const pillar of authorityPillars) {
    routes.push({ path: `/authority-hub/${pillar.slug}`, title: pillar.title, section: 'Authority Hub', lastModified: pillarUpdated(pillar.slug) });
  }
  for (const article of articles) {
    const lastModified = article.updated ?? article.date;
    routes.push({ path: `/insights/${article.slug}`, title: article.title, section: 'Insights & Research', lastModified });
    for (const alias of article.aliases ?? []) {
      routes.push({ path: `/insights/${alias}`, title: article.title, section: 'Insights & Research', aliasOf: `/insights/${article.slug}`, lastModified });
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
