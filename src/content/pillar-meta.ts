/** The frontmatter of each pillar guide (intro, head metadata, related links), without its body. */
import { fileSlug, type MarkdownMeta } from './markdown-document';

const metas = import.meta.glob<MarkdownMeta>('./pages/pillar-*.md', { query: '?meta', import: 'default', eager: true });

/** The frontmatter of the pillar guide `slug`, if it is written. */
export function pillarMeta(slug: string): MarkdownMeta | undefined {
  const entry = Object.entries(metas).find(([key]) => fileSlug(key) === `pillar-${slug}`);
  return entry?.[1];
}
