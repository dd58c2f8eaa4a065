/**
 * From the model's text to the answer the visitor sees: the cited passages become the sources, the
 * markers and made-up paths go, and the output checks decide. A failed check, or an answer to a
 * question that cites nothing, gives the grounded extractive answer instead (the site's own
 * sentences with their link), else the handoff, in the visitor's language.
 */
import { checkAnswer, type OutputCheck } from '../_shared/answer-checks.ts';
import { citedNumbers, withoutCitationMarkers } from '../_shared/answer-citations.ts';
import { withoutUnknownPaths } from '../_shared/answer-links.ts';
import { answerSentences, isRelevant, siteUsesTerm } from '../_shared/extractive-answer.ts';
import type { PageHit } from '../_shared/search-ranking.ts';
import { handoffOfferText, type SmallTalk, smallTalkReply } from '../_shared/small-talk.ts';
import type { VisitorLanguage } from '../_shared/visitor-language.ts';
import { checkContext, linkRules } from './answer-rules.ts';
import { NOT_COVERED_REPLY, type TurnPrompt } from './grounded-prompt.ts';
import { siteSearch, sourcesOf } from './site-retrieval.ts';

/** How the model's answer fared: a check's name, or 'uncited' (it answered a question citing none of the passages). */
export type AnswerCheck = OutputCheck | 'uncited';

/** A source under the answer: a page of the site, at its section. */
export type Source = { title: string; url: string };

/** The answer of one turn, as stored and returned. */
export interface TurnAnswer {
  response: string;
  sources: Source[];
  /** absent when no model was asked */
  outputCheck?: AnswerCheck;
  /** cites nothing of the site and is not small talk: the chat offers the handoff */
  uncertain: boolean;
}

/** One turn: what was asked, in which language, whether it is small talk, what was retrieved and the prompt. */
export interface Turn {
  message: string;
  language: VisitorLanguage;
  smallTalk: SmallTalk | null;
  hits: PageHit[];
  prompt: TurnPrompt;
}

const EXTRACTED_SENTENCES = 3;

function extractive(turn: Turn): TurnAnswer | undefined {
  // The site's sentences are English: a question in another language is handed off in its own instead.
  if (turn.language !== 'en') return undefined;
  const isSiteTerm = siteUsesTerm(siteSearch);
  const hit = turn.hits.find((candidate) => isRelevant(candidate, turn.message, isSiteTerm));
  if (hit === undefined) return undefined;
  const sentences = answerSentences(hit.text, turn.message, EXTRACTED_SENTENCES);
  if (sentences.length === 0) return undefined;
  return { response: sentences.join(' '), sources: sourcesOf([hit]), uncertain: false };
}

/** What the site says when it holds no answer: the not-covered reply in English, the handoff offer in the visitor's language otherwise. */
export function notCovered(language: VisitorLanguage): TurnAnswer {
  return { response: language === 'en' ? NOT_COVERED_REPLY : handoffOfferText(language), sources: [], uncertain: true };
}

/** The answer given instead of the model's: small talk's reply, the extractive answer, or not covered. */
export function groundedFallback(turn: Turn): TurnAnswer {
  if (turn.smallTalk !== null) return { response: smallTalkReply(turn.smallTalk, turn.language), sources: [], uncertain: false };
  return extractive(turn) ?? notCovered(turn.language);
}

/** The model's text checked, cited and cleaned, or the grounded fallback with the check that failed. */
export function checkedAnswer(modelText: string, turn: Turn): TurnAnswer {
  const cited = citedNumbers(modelText, turn.hits.length).map((n) => turn.hits[n - 1]);
  const shown = withoutUnknownPaths(withoutCitationMarkers(modelText), linkRules()).trim();
  const verdict = checkAnswer(shown, checkContext(turn.message, turn.hits, turn.prompt));
  let check: AnswerCheck = verdict.check;
  if (check === 'passed' && turn.smallTalk === null && cited.length === 0) check = 'uncited';
  if (check === 'passed' && shown !== '') return { response: shown, sources: sourcesOf(cited), outputCheck: 'passed', uncertain: false };
  if (verdict.check !== 'passed') console.warn(`ai-chatbot: the answer failed the ${verdict.check} check (${verdict.found.slice(0, 80)})`);
  return { ...groundedFallback(turn), outputCheck: check === 'passed' ? 'uncited' : check };
}
