/** Every insight article's frontmatter, validated at build time, newest first. */
import type { ArticleFrontmatter } from './article-types';
import { fileSlug, type MarkdownMeta } from '../markdown-document';
import { validateArticleFrontmatter } from './validate-article';
import { compareNames } from '../../lib/compare-names';

export interface ArticleMeta extends ArticleFrontmatter {
  words: number;
}

const metas = import.meta.glob<MarkdownMeta>('./articles/*.md', { query: '?meta', import: 'default', eager: true });

function indexArticles(): readonly ArticleMeta[] {
  return Object.entries(metas)
    .map(([key, meta]) => ({ ...validateArticleFrontmatter(meta.frontmatter, fileSlug(key)), words: meta.words }))
    .sort((a, b) => compareNames(b.date, a.date) || compareNames(a.title, b.title));
}

// Pure to the bundler: where a page's client code imports this module but never reads it (the server-only
// related links of a Markdown page or a pillar guide, the document store), the whole index (8 kB gzip)
// is left out. Validation still runs wherever it is read, the prerender included.
export const articles = /* @__PURE__ */ indexArticles();

/** An article by its slug or one of its aliases. */
export function findArticle(slug: string): ArticleMeta | undefined {
  return articles.find((a) => a.slug === slug || a.aliases?.includes(slug));
}
