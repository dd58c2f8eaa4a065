/**
 * The checks a model's answer passes before the chat stores or shows it: only the site's own links,
 * no echo of the system instruction, no amount but the firm's fixed figures and the passages' own,
 * no promise the firm does not make, nothing the visitor dictated. Pure.
 */
import { unknownAmounts } from './answer-amounts.ts';
import { dictatedText, promptEcho } from './answer-echo.ts';
import { type LinkRules, offSiteLinks } from './answer-links.ts';
import { brokenPromise } from './answer-promises.ts';

/** Which check an answer failed, in the order they run; 'passed' when none. */
export type OutputCheck = 'passed' | 'links' | 'prompt-echo' | 'price' | 'promise' | 'dictated';

/** What one answer is checked against. */
export interface CheckContext {
  /** the visitor's message, as they wrote it */
  message: string;
  links: LinkRules;
  /** the text of the site passages the model was given (their figures and addresses are the site's) */
  grounding: string;
  /** amounts the passages state, besides the firm's fixed ones */
  groundedAmounts: readonly number[];
  /** the prompt's rules: what must never be repeated */
  instructions: string;
  /** the prompt's facts, catalogue and passages: what the answer may quote */
  publicText: string;
  /** every word of the site and the prompt */
  vocabulary: ReadonlySet<string>;
}

/** A failed check and what failed it, or 'passed'. */
export type CheckVerdict = { check: 'passed' } | { check: Exclude<OutputCheck, 'passed'>; found: string };

/** Runs every check on `answer`; the first that fails is the verdict. */
export function checkAnswer(answer: string, context: CheckContext): CheckVerdict {
  const links = offSiteLinks(answer, context.links, context.grounding);
  if (links.length > 0) return { check: 'links', found: links[0] };
  // An echo of the instruction also repeats its words about prices and promises: it is named for what it is.
  const echo = promptEcho(answer, context.instructions, context.publicText);
  if (echo !== undefined) return { check: 'prompt-echo', found: echo };
  const amounts = unknownAmounts(answer, context.groundedAmounts);
  if (amounts.length > 0) return { check: 'price', found: amounts[0] };
  const promise = brokenPromise(answer);
  if (promise !== undefined) return { check: 'promise', found: promise };
  const dictated = dictatedText(context.message, answer, context.vocabulary);
  if (dictated !== undefined) return { check: 'dictated', found: dictated };
  return { check: 'passed' };
}
