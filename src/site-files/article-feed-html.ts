/** An article's full text as self-contained HTML for feed readers: lead, short answer, takeaways, body and questions, with absolute links. */
import type { ArticleMeta } from '../content/insights/article-index';
import type { ArticleAnswerFirst } from '../content/insights/article-types';
import { articleSectionLabels } from '../content/insights/article-section-labels';
import { absoluteUrl } from '../content/site-config';
import { xmlText } from './xml-text';

/** Root-relative href and src attributes made absolute; the page's scrolling table wrapper removed. */
function portable(html: string): string {
  return html
    .replace(/\s(href|src)="(\/[^"]*)"/g, (_, attr: string, path: string) => ` ${attr}="${absoluteUrl(path)}"`)
    .replace(/<div class="table-scroll"[^>]*>/g, '')
    .replace(/<\/table><\/div>/g, '</table>');
}

export function articleFeedHtml(article: ArticleMeta & ArticleAnswerFirst, bodyHtml: string): string {
  const takeaways = article.takeaways.map((t) => `<li>${xmlText(t)}</li>`).join('');
  const questions = article.questions.map((q) => `<h3>${xmlText(q.question)}</h3>\n<p>${xmlText(q.answer)}</p>`).join('\n');
  return [
    `<p><em>${xmlText(article.lead)}</em></p>`,
    `<h2>${articleSectionLabels.answer}</h2>`,
    `<p>${xmlText(article.answer)}</p>`,
    `<h3>${articleSectionLabels.takeaways}</h3>`,
    `<ul>${takeaways}</ul>`,
    portable(bodyHtml).trim(),
    `<h2>${articleSectionLabels.questions}</h2>`,
    questions,
  ].join('\n');
}
