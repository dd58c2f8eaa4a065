/** Every Markdown twin of the site, built from the same sources as the pages, in llms.txt order. */
import type { ArticleMeta } from '../content/insights/article-index';
import type { ArticleAnswerFirst } from '../content/insights/article-types';
import { authorityPillars } from '../content/authority-pillars';
import { serviceCatalogue } from '../content/services/service-catalogue';
import type { MarkdownMeta } from '../content/markdown-document';
import { markdownTwinPath } from '../seo/site-paths';
import { aboutTwin } from './about-twin';
import { articleTwin } from './article-twin';
import { markdownPageTwin } from './markdown-page-twin';
import { serviceTwin } from './service-twin';
import type { TwinPage } from './twin-page';

const pageSources = import.meta.glob<string>('../content/pages/*.md', { query: '?raw', import: 'default', eager: true });
const pageMetas = import.meta.glob<MarkdownMeta>('../content/pages/*.md', { query: '?meta', import: 'default', eager: true });
const articleSources = import.meta.glob<string>('../content/insights/articles/*.md', { query: '?raw', import: 'default', eager: true });

function page(name: string, section: TwinPage['section'], title?: string): TwinPage {
  const key = `../content/pages/${name}.md`;
  const source = pageSources[key];
  const meta = pageMetas[key];
  if (source === undefined || !meta) throw new Error(`src/content/pages/${name}.md: missing; its Markdown twin cannot be built`);
  return markdownPageTwin(meta, source, section, title);
}

/** Every twin; `articles` are the insight articles with their answer-first parts, newest first. */
export function twinPages(articles: ReadonlyArray<ArticleMeta & ArticleAnswerFirst>): TwinPage[] {
  const twins = [
    ...serviceCatalogue.map(serviceTwin),
    ...articles.map((article) => {
      const source = articleSources[`../content/insights/articles/${article.slug}.md`];
      if (source === undefined) throw new Error(`src/content/insights/articles/${article.slug}.md: missing`);
      return articleTwin(article, source);
    }),
    page('authority-hub', 'Authority Hub'),
    page('authority-hub-guides', 'Authority Hub'),
    ...authorityPillars.map((pillar) => page(`pillar-${pillar.slug}`, 'Authority Hub', pillar.title)),
    aboutTwin(),
    page('case-studies', 'Company'),
    page('research', 'Company'),
    page('csr-initiatives', 'Company'),
  ];
  // The head links every twin through markdownTwinPath; the two must agree.
  for (const twin of twins) {
    if (markdownTwinPath(twin.path) !== twin.twinPath) throw new Error(`${twin.path}: its twin ${twin.twinPath} is not where the page head links`);
  }
  return twins;
}
