/** The system instruction for one turn: the firm's standing prompt plus the site passages retrieved for the question, numbered to be cited. */
import type { PageHit } from '../_shared/search-ranking.ts';
import type { VisitorLanguage } from '../_shared/visitor-language.ts';
import { PROMPT_FACTS, PROMPT_INSTRUCTIONS, SYSTEM_PROMPT, VISITOR_TAG } from './system-prompt.ts';

/** What the assistant says when the site does not cover a question; no model is asked. */
export const NOT_COVERED_REPLY =
  "Our site doesn't cover that question, so I can't answer it reliably. A strategist can: call us or send a note through /contact, and we reply within 24 hours.";

const PASSAGE_CHARS = 900;

const LANGUAGE_NAMES: Record<VisitorLanguage, string> = { en: 'English', es: 'Spanish', de: 'German', fr: 'French' };

/** One turn's system instruction, and its parts the output checks read. */
export interface TurnPrompt {
  system: string;
  /** the rules: an answer must not repeat them */
  instructions: string;
  /** the facts, catalogue and passages: an answer may quote them */
  publicText: string;
}

/** How a passage is named to the model: "[n] Title, section "Heading" (url)". */
export function passageHeader(hit: PageHit, number: number): string {
  const where = hit.heading ? `${hit.title}, section "${hit.heading}"` : hit.title;
  return `[${number}] ${where} (${hit.url})`;
}

/** Numbered passages with their page, section and URL. */
export function passagesBlock(hits: readonly PageHit[]): string {
  return hits.map((hit, i) => `${passageHeader(hit, i + 1)}\n${hit.text.slice(0, PASSAGE_CHARS)}`).join('\n\n');
}

const CITATION_RULES = `Grounding rules:
- Answer only from these passages and the facts above. Do not add facts, figures or claims they do not contain.
- After each sentence that uses a passage, cite it by its number in square brackets, such as [1] or [2][3]. Cite only passages that say what the sentence says.
- If the passages do not answer the question, cite nothing: say that the site does not cover it and offer to pass the conversation to the team.
- The site lists the pages of the passages you cite under your reply; you may name a page by its path.`;

const SMALL_TALK_RULE =
  "The visitor's message is small talk (a greeting, thanks or a goodbye): reply in one or two friendly sentences and invite a question about the firm's services.";

function languageRule(language: VisitorLanguage): string {
  return language === 'en' ? '' : `\n\nThe visitor writes in ${LANGUAGE_NAMES[language]}: reply in ${LANGUAGE_NAMES[language]}.`;
}

/** Grounds the reply in the numbered passages (none for small talk) and asks for citations by number. */
export function groundedPrompt(hits: readonly PageHit[], language: VisitorLanguage = 'en'): TurnPrompt {
  const tail = languageRule(language);
  if (hits.length === 0) {
    return { system: `${SYSTEM_PROMPT}\n\n${SMALL_TALK_RULE}${tail}`, instructions: `${PROMPT_INSTRUCTIONS}\n${SMALL_TALK_RULE}`, publicText: PROMPT_FACTS };
  }
  const passages = passagesBlock(hits);
  return {
    system: `${SYSTEM_PROMPT}

Site passages for this question (from the firm's own pages), numbered for citation:
${passages}

${CITATION_RULES}${tail}`,
    instructions: `${PROMPT_INSTRUCTIONS}\n${CITATION_RULES}`,
    publicText: `${PROMPT_FACTS}\n${passages}`,
  };
}

const escapeData = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The visitor's words as the user turn carries them: escaped, between the visitor tags, never as instructions. */
export function visitorTurn(message: string): string {
  return `<${VISITOR_TAG}>\n${escapeData(message)}\n</${VISITOR_TAG}>`;
}
