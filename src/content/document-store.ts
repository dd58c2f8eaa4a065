/**
 * Lazily loaded Markdown bodies (articles, pillar guides), each in its own chunk.
 * A route loader fills the cache before render; the client entry preloads the current page's
 * document before hydrating, because loaders do not run again on hydration.
 */
import type { MarkdownDocument } from './markdown-document';
import { findArticle } from './insights/article-index';
import { findPillar } from './authority-pillars';

const articleBodies = import.meta.glob<MarkdownDocument>('./insights/articles/*.md', { import: 'default' });
const pillarBodies = import.meta.glob<MarkdownDocument>('./pages/pillar-*.md', { import: 'default' });

const cache = new Map<string, MarkdownDocument>();

async function load(loaders: Record<string, () => Promise<MarkdownDocument>>, key: string) {
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
