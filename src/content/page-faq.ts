/** The questions of one article or pillar guide, loaded with its route's head (one small chunk per page, never the body). */
import type { MarkdownFaq } from './markdown-document';

type Loaders = Record<string, () => Promise<MarkdownFaq>>;
const articleFaqs: Loaders = import.meta.glob<MarkdownFaq>('./insights/articles/*.md', { query: '?faq', import: 'default' });
const pillarFaqs: Loaders = import.meta.glob<MarkdownFaq>('./pages/pillar-*.md', { query: '?faq', import: 'default' });

export function loadArticleFaq(slug: string): Promise<MarkdownFaq | undefined> {
  return articleFaqs[`./insights/articles/${slug}.md`]?.() ?? Promise.resolve(undefined);
}

export function loadPillarFaq(slug: string): Promise<MarkdownFaq | undefined> {
  return pillarFaqs[`./pages/pillar-${slug}.md`]?.() ?? Promise.resolve(undefined);
}
