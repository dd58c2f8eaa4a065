/** Reads a "Frequently asked questions" section out of rendered Markdown (an H2, then one H3 question per answer), for FAQPage markup of exactly what the page shows. */
import type { QuestionAndAnswer } from './article-json-ld';
import { plainText } from '../lib/html-text.ts';

/** The questions under the H2 whose text matches `heading`; empty when the page has no such section. */
export function questionsFromHtml(html: string, heading: RegExp = /^frequently asked questions$/i): QuestionAndAnswer[] {
  const sections = html.split(/(?=<h2\b)/);
  const section = sections.find((s) => heading.test(plainText(/^<h2\b[^>]*>([\s\S]*?)<\/h2>/.exec(s)?.[1] ?? '')));
  if (!section) return [];
  return section
    .split(/(?=<h3\b)/)
    .slice(1)
    .map((chunk) => {
      const match = /^<h3\b[^>]*>([\s\S]*?)<\/h3>([\s\S]*)$/.exec(chunk);
      return { question: plainText(match?.[1] ?? ''), answer: plainText(match?.[2] ?? '') };
    })
    .filter((q) => q.question.endsWith('?') && q.answer.length > 0);
}
