// Copied by scripts/generate-backend-content.mjs from src/lib/extractive-answer.ts. Do not edit: change the original.
/**
 * An answer taken from the site's own words: whether a search hit is relevant enough to answer from,
 * and the sentences of its passage that answer the question. Shared by the chat's offline answers
 * and (as a generated copy) the chat edge function.
 */
import { askedTerms, searchTerm, siteWordsFor, tokenize } from './search-terms.ts';

/** What the gate and the sentence picker read of a search hit (a PageHit fits). */
export interface AnswerableHit {
  title: string;
  heading: string;
  /** the passage's whole text */
  text: string;
}

// Full stops that do not end a sentence.
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|Dr|Mr|Mrs|Ms|Inc|Ltd|Co|St|No|U\.S|approx)\.$/i;

/** The passage's sentences, as written (a "Label: text." item of a list is one sentence). */
export function sentencesOf(text: string): string[] {
  const pieces = text.split(/(?<=[.!?])\s+(?=["“(\p{Lu}\d])/u);
  const sentences: string[] = [];
  for (const piece of pieces) {
    const last = sentences.at(-1);
    if (last !== undefined && ABBREVIATION.test(last)) sentences[sentences.length - 1] = `${last} ${piece}`;
    else sentences.push(piece);
  }
  return sentences.map((s) => s.trim()).filter(Boolean);
}

const termsOf = (text: string) => new Set(tokenize(text).flatMap((word) => searchTerm(word) ?? []));

// One letter added, dropped or changed: a typo the search forgives in words of six letters or more.
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : b.slice(i + 1) === a.slice(i);
}

/** Whether the text holds the term as written, or with one typo when the term has six letters or more. */
function holds(text: Set<string>, term: string): boolean {
  return text.has(term) || (term.length >= 6 && [...text].some((word) => word.length >= 5 && oneEditApart(term, word)));
}

/** Whether the text holds the visitor's term, or the site's words for it (query-expansion.ts), all of a phrase's words. */
function saysTerm(text: Set<string>, term: string): boolean {
  return holds(text, term) || siteWordsFor(term).some((phrase) => phrase.every((word) => text.has(word)));
}

/** How many of the question's terms the text holds (a prefix the search allowed for a word being typed does not count). */
function covered(terms: readonly string[], text: Set<string>): number {
  return terms.filter((term) => saysTerm(text, term)).length;
}

// Enough of an answer, and short enough to read in the chat bubble.
const MAX_ANSWER_CHARS = 480;

// A "sentence" longer than a whole answer is a table or list read as text: its opening words, cut at a word.
function fitted(sentence: string): string {
  if (sentence.length <= MAX_ANSWER_CHARS) return sentence;
  const cut = sentence.lastIndexOf(' ', MAX_ANSWER_CHARS - 2);
  return `${sentence.slice(0, cut > 0 ? cut : MAX_ANSWER_CHARS - 2)} …`;
}

/**
 * Up to `max` sentences of the passage that answer the question, in the passage's order: the sentence
 * holding most of the question's terms, and those holding at least half as many. When no sentence
 * holds any (the passage matched by its page title or heading), its opening sentence: a section
 * opens with what it is about.
 */
export function answerSentences(passageText: string, question: string, max = 3): string[] {
  const sentences = sentencesOf(passageText).map(fitted);
  const terms = askedTerms(question);
  const scored = sentences.map((sentence, at) => ({ sentence, at, score: covered(terms, termsOf(sentence)) }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  if (best === 0) return sentences.slice(0, 1);
  const chosen: typeof scored = [];
  let length = 0;
  for (const candidate of [...scored].sort((a, b) => b.score - a.score || a.at - b.at)) {
    if (chosen.length >= max || candidate.score * 2 < best) break;
    if (chosen.length > 0 && length + candidate.sentence.length > MAX_ANSWER_CHARS) continue;
    chosen.push(candidate);
    length += candidate.sentence.length;
  }
  return chosen.sort((a, b) => a.at - b.at).map((c) => c.sentence);
}

/** A search over the site's passages, as the site search and the edge function's retrieval offer it. */
export interface PassageSearch<Hit extends AnswerableHit = AnswerableHit> {
  search(query: string, limit?: number): Hit[];
}

/** Whether the site uses a term anywhere: the best passage for the term alone holds it. */
export function siteUsesTerm(search: PassageSearch): (term: string) => boolean {
  return (term) => search.search(term, 1).some((hit) => holds(termsOf(`${hit.title} ${hit.heading} ${hit.text}`), term));
}

/**
 * How much of the question the passage holds, each missing word the site never uses counted twice.
 * Filler words are not asked; a word is held when the passage says it or the site's words for it.
 */
export function coverage(
  hit: AnswerableHit,
  question: string,
  isSiteTerm: (term: string) => boolean = () => true,
): { held: number; asked: number; foreign: number } {
  const text = termsOf(`${hit.title} ${hit.heading} ${hit.text}`);
  let held = 0;
  let asked = 0;
  let foreign = 0;
  for (const term of askedTerms(question)) {
    if (saysTerm(text, term)) {
      held += 1;
      asked += 1;
    } else if (isSiteTerm(term) || siteWordsFor(term).length > 0) asked += 1;
    else {
      asked += 2;
      foreign += 1;
    }
  }
  return { held, asked, foreign };
}

// A passage that matches one of the question's words only in passing scores below this (BM25 with the
// search's field boosts); one that holds it in a heading or repeatedly scores above.
const MIN_SCORE = 15;

/**
 * Whether the hit answers the question well enough to quote it. Its passage, with the page title and
 * section heading it sits under, must hold more than half of the question's meaningful words (filler
 * words left out), written out, with one typo (a prefix the search allowed for a word being typed does
 * not count) or as the site's words for them (query-expansion.ts), where a missing word the site
 * never uses counts twice: it names a topic the site does not cover ("python" in "fix my Python
 * code", "tire" in "change a flat tire"). "At least half", the edge function's first gate, let one
 * common word of a two-word question through ("weather" in "weather tomorrow" meets a page that
 * mentions the weather in passing); a majority asks the passage to be about what was asked. Exactly
 * half passes when the passage holds two words or more and every word it misses is one the site
 * uses: a visitor's longer question carries words of its own ("the bar", "higher"). The score floor
 * turns away a single word met in passing.
 * Calibrated on tests/support/visitor-questions.ts (all 34 pass at one of the first three hits; for 26
 * the first that passes is the page expected), 20 paraphrases of them (16 pass) and 50 out-of-scope
 * questions (weather, sports, recipes, coding, health, other companies: 48 refused; the two let
 * through ask about CRMs the site names, and are answered with the passage that names them).
 */
export function isRelevant(hit: AnswerableHit & { score: number }, question: string, isSiteTerm?: (term: string) => boolean): boolean {
  if (hit.score < MIN_SCORE) return false;
  const holdsEnough = (part: string) => {
    const { held, asked, foreign } = coverage(hit, part, isSiteTerm);
    return held > 0 && (held * 2 > asked || (held >= 2 && foreign === 0 && held * 2 >= asked));
  };
  return holdsEnough(question) || questionParts(question).some((part) => askedTerms(part).length >= 2 && holdsEnough(part));
}

/**
 * The sentences and clauses of a message of several ("We're a financial advisor. Is the bar higher for
 * us?"): a visitor often gives the context in one and asks in another, and the passage need only
 * answer the part that asks, of two meaningful words or more.
 */
function questionParts(question: string): string[] {
  const parts = question.split(/[.?!;:\n]+/).filter((part) => part.trim().length > 0);
  return parts.length > 1 ? parts : [];
}
