/** The system instruction for one turn: the firm's standing prompt plus the site passages retrieved for the question. */
import type { PageHit } from '../_shared/search-ranking.ts';
import { SYSTEM_PROMPT } from './system-prompt.ts';

/** What the assistant says when the site does not cover a question; no model is asked. */
export const NOT_COVERED_REPLY =
  "Our site doesn't cover that question, so I can't answer it reliably. A strategist can: call us or send a note through /contact, and we reply within 24 hours.";

const PASSAGE_CHARS = 900;

/** Numbered passages with their page, section and URL. */
export function passagesBlock(hits: readonly PageHit[]): string {
  return hits
    .map((hit, i) => {
      const where = hit.heading ? `${hit.title}, section "${hit.heading}"` : hit.title;
      return `[${i + 1}] ${where} (${hit.url})\n${hit.text.slice(0, PASSAGE_CHARS)}`;
    })
    .join('\n\n');
}

/** Grounds the reply in the passages: answer only from them and the firm's facts, and say so when they do not cover it. */
export function groundedPrompt(hits: readonly PageHit[]): string {
  if (hits.length === 0) return SYSTEM_PROMPT;
  return `${SYSTEM_PROMPT}

Site passages for this question (from the firm's own pages):
${passagesBlock(hits)}

Grounding rules:
- Answer only from these passages and the facts above. Do not add facts, figures or claims they do not contain.
- If the passages do not answer the question, say that the site does not cover it and offer a call with a strategist.
- The site lists the passages' pages as sources under your reply; you may name a page by its path.`;
}
