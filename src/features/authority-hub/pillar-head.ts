/** Head of a pillar guide, from its Markdown frontmatter (checked at build) and its questions: an Article in the Authority Hub. */
import type { AuthorityPillar } from '../../content/authority-pillars';
import type { MarkdownMeta } from '../../content/markdown-document';
import { markdownPageFields } from '../../content/markdown-page-meta';
import { CONTENT_DATE } from '../../content/content-date';
import type { QuestionAndAnswer } from '../../seo/article-json-ld';
import { guideHead } from '../../seo/guide-head';

const hub = { name: 'Authority Hub', path: '/authority-hub' };

export function pillarHead(pillar: AuthorityPillar, meta: MarkdownMeta | undefined, questions: readonly QuestionAndAnswer[] = []) {
  const path = `/authority-hub/${pillar.slug}`;
  // Without its frontmatter the head still names the guide.
  const fields = meta
    ? markdownPageFields(meta)
    : { path, title: pillar.title, metaTitle: pillar.title, description: pillar.summary, keywords: [], updated: CONTENT_DATE };
  return guideHead({ ...fields, words: meta?.words, questions: [...questions] }, [hub], pillar.title);
}
