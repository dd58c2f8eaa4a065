/** Reads a "Frequently asked questions" section out of rendered Markdown (an H2, then one H3 question per answer), for FAQPage markup of exactly what the page shows. */
import type { QuestionAndAnswer } from './article-json-ld';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) =>
      code[0] === '#'
        ? String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)))
        : (ENTITIES[code.toLowerCase()] ?? whole),
    )
    .replace(/\s+/g, ' ')
    .replace(/\s([.,;:!?])/g, '$1')
    .trim();
}

/** The questions under the H2 whose text matches `heading`; empty when the page has no such section. */
export function questionsFromHtml(html: string, heading: RegExp = /^frequently asked questions$/i): QuestionAndAnswer[] {
  const sections = html.split(/(?=<h2\b)/);
  const section = sections.find((s) => heading.test(text(/^<h2\b[^>]*>([\s\S]*?)<\/h2>/.exec(s)?.[1] ?? '')));
  if (!section) return [];
  return section
    .split(/(?=<h3\b)/)
    .slice(1)
    .map((chunk) => {
      const match = /^<h3\b[^>]*>([\s\S]*?)<\/h3>([\s\S]*)$/.exec(chunk);
      return { question: text(match?.[1] ?? ''), answer: text(match?.[2] ?? '') };
    })
    .filter((q) => q.question.endsWith('?') && q.answer.length > 0);
}
