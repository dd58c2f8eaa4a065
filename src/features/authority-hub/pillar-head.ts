/** Head of a pillar guide, from its Markdown frontmatter (checked at build): an Article in the Authority Hub. */
import type { AuthorityPillar } from '../../content/authority-pillars';
import type { MarkdownDocument } from '../../content/markdown-document';
import { markdownPageFields } from '../../content/markdown-page-meta';
import { CONTENT_DATE } from '../../content/content-date';
import { guideHead } from '../../seo/guide-head';
import { questionsFromHtml } from '../../seo/questions-from-html';

const hub = { name: 'Authority Hub', path: '/authority-hub' };

export function pillarHead(pillar: AuthorityPillar, body: MarkdownDocument | undefined) {
  const path = `/authority-hub/${pillar.slug}`;
  // The loader fills the body before the head is built; without it the head still names the guide.
  const fields = body
    ? markdownPageFields(body)
    : { path, title: pillar.title, metaTitle: pillar.title, description: pillar.summary, keywords: [], updated: CONTENT_DATE };
  return guideHead({ ...fields, words: body?.words, questions: body ? questionsFromHtml(body.html) : [] }, [hub], pillar.title);
}
