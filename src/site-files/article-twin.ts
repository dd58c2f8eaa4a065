/** The Markdown twin of an insight article, in the page's order: title, lead, short answer and takeaways, body, questions, call to action, related insights. */
import { findArticle, type ArticleMeta } from '../content/insights/article-index';
import { articleSectionLabels } from '../content/insights/article-section-labels';
import type { ArticleAnswerFirst } from '../content/insights/article-types';
import { absoluteLinks, blocks, bullets, link, markdownBody } from './markdown-text';
import { sourceLine } from './source-line';
import type { TwinPage } from './twin-page';

export function articleTwin(article: ArticleMeta & ArticleAnswerFirst, source: string): TwinPage {
  const path = `/insights/${article.slug}`;
  const { cta } = article;
  const related = article.related.map((slug) => findArticle(slug)).filter((a): a is ArticleMeta => Boolean(a));
  const markdown = blocks(
    `# ${article.title}`,
    article.lead,
    sourceLine({
      path,
      published: article.date,
      updated: article.updated ?? article.date,
      details: [article.category, `${article.readTime} min read`],
    }),
    `## ${articleSectionLabels.answer}`,
    article.answer,
    `### ${articleSectionLabels.takeaways}`,
    bullets(article.takeaways),
    absoluteLinks(markdownBody(source)),
    `## ${articleSectionLabels.questions}`,
    ...article.questions.flatMap((q) => [`### ${q.question}`, q.answer]),
    `## ${cta.heading}`,
    cta.text,
    bullets([cta.primary, ...(cta.secondary ? [cta.secondary] : [])].map((l) => link(l.label, l.href))),
    related.length > 0 && `## ${articleSectionLabels.related}`,
    ...related.flatMap((a) => [`### ${link(a.title, `/insights/${a.slug}`)}`, a.description]),
  );
  return { path, twinPath: `${path}.md`, title: article.title, description: article.description, section: 'Insights', markdown };
}
