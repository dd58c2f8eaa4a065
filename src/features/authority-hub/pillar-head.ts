/** Head of a pillar guide, from the pillar list and its Markdown frontmatter. */
import type { AuthorityPillar } from '../../content/authority-pillars';
import type { MarkdownMeta } from '../../content/markdown-document';
import { standardPageHead } from '../../seo/standard-page-head';

export function pillarHead(pillar: AuthorityPillar, meta: MarkdownMeta | undefined) {
  const fm = meta?.frontmatter ?? {};
  const path = `/authority-hub/${pillar.slug}`;
  return standardPageHead(
    {
      title: typeof fm.metaTitle === 'string' ? fm.metaTitle : pillar.title,
      description: typeof fm.description === 'string' ? fm.description : pillar.summary,
      keywords: Array.isArray(fm.keywords) ? (fm.keywords as string[]) : undefined,
      path,
      type: 'article',
    },
    [
      { name: 'Authority Hub', path: '/authority-hub' },
      { name: pillar.title, path },
    ],
  );
}
