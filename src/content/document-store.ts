/**
 * Markdown bodies (articles, pillar guides) for the server's render: the server entry loads the
 * page's document before rendering it. The client never loads them: their HTML reaches the browser
 * in the prerendered page only (components/static-html), so the client build holds no bodies.
 */
import type { MarkdownDocument } from './markdown-document';
import { findArticle } from './insights/article-index';
import { findPillar } from './authority-pillars';

type Loaders = Record<string, () => Promise<MarkdownDocument>>;
const articleBodies: Loaders = import.meta.env.SSR ? import.meta.glob<MarkdownDocument>('./insights/articles/*.md', { import: 'default' }) : {};
const pillarBodies: Loaders = import.meta.env.SSR ? import.meta.glob<MarkdownDocument>('./pages/pillar-*.md', { import: 'default' }) : {};

const cache = new Map<string, MarkdownDocument>();

async function load(loaders: Loaders, key: string) {
  const cached = cache.get(key);
  if (cached) return cached;
  const loader = loaders[key];
  if (!loader) return undefined;
  const doc = await loader();
  cache.set(key, doc);
  return doc;
}

const articleKey = (slug: string) => `./insights/articles/${slug}.md`;
const pillarKey = (slug: string) => `./pages/pillar-${slug}.md`;

/** Loads an article body by its canonical slug. */
export function loadArticleBody(slug: string) {
  return load(articleBodies, articleKey(slug));
}

export function getArticleBody(slug: string): MarkdownDocument | undefined {
  return cache.get(articleKey(slug));
}

/** Loads a pillar guide body by its slug. */
export function loadPillarBody(slug: string) {
  return load(pillarBodies, pillarKey(slug));
}

export function getPillarBody(slug: string): MarkdownDocument | undefined {
  return cache.get(pillarKey(slug));
}

/** Preloads whatever document the page at `pathname` renders. */
export async function preloadDocumentsFor(pathname: string): Promise<void> {
  const [, section, slug] = pathname.replace(/\/+$/, '').split('/');
  if (!slug) return;
  if (section === 'insights') {
    const article = findArticle(slug);
    if (article) await loadArticleBody(article.slug);
  } else if (section === 'authority-hub' && findPillar(slug)) {
    await loadPillarBody(slug);
  }
}
