/** The files the build writes beside the prerendered pages: Markdown twins, llms.txt, llms-full.txt, the insights feeds, sitemap.xml and robots.txt. */
import { articles } from '../content/insights/article-index';
import { knownRoutes } from '../content/known-routes';
import { loadArticleBody } from '../content/document-store';
import { validateArticleAnswerFirst } from '../content/insights/validate-article';
import { ATOM_FEED_PATH, LLMS_FULL_TXT_PATH, LLMS_TXT_PATH, RSS_FEED_PATH, SITEMAP_PATH } from '../seo/site-paths';
import { atomFeed, rssFeed, type FeedArticle } from './feeds';
import { llmsFullTxt, llmsTxt } from './llms-txt';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap-xml';
import { twinPages } from './twin-pages';

/** A file to write under dist/: its URL path and its text. */
export interface SiteFile {
  path: string;
  body: string;
}

/** Every article with its answer-first parts and rendered body, through the same loader the pages use; a broken source stops the build. */
async function loadArticles(): Promise<FeedArticle[]> {
  return Promise.all(
    articles.map(async (article) => {
      const doc = await loadArticleBody(article.slug);
      if (!doc) throw new Error(`src/content/insights/articles/${article.slug}.md: missing`);
      return { article: { ...article, ...validateArticleAnswerFirst(doc.frontmatter, article.slug) }, bodyHtml: doc.html };
    }),
  );
}

export async function siteFiles(): Promise<SiteFile[]> {
  const items = await loadArticles();
  const twins = twinPages(items.map((item) => item.article));
  return [
    ...twins.map((twin) => ({ path: twin.twinPath, body: twin.markdown })),
    { path: LLMS_TXT_PATH, body: llmsTxt(twins) },
    { path: LLMS_FULL_TXT_PATH, body: llmsFullTxt(twins) },
    { path: RSS_FEED_PATH, body: rssFeed(items) },
    { path: ATOM_FEED_PATH, body: atomFeed(items) },
    { path: SITEMAP_PATH, body: sitemapXml(knownRoutes()) },
    { path: '/robots.txt', body: robotsTxt() },
  ];
}
