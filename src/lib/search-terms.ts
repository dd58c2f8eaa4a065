/**
 * How the site search and the assistant's retrieval read words: one definition for the build that
 * makes the index, the browser that queries it and (as a generated copy) the chat edge function.
 * Imports only the visitors' vocabulary (query-expansion.ts), which queries add to their own words.
 */
import { FILLER_WORDS, VISITOR_VOCABULARY } from './query-expansion.ts';

// Words that say nothing about which page a visitor wants ("how do I ...", "what is the ...").
const STOP_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be because been before being between both but by can could ' +
    'did do does doing done for from further get gets getting give got had has have having he her here hers him his how ' +
    'i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own ' +
    'please same she should so some such tell than that the their theirs them then there these they this those through ' +
    'to too under until up us very want was we were what when where which while who whom why will with would you your ' +
    'yours yourself site page pages help know need'
  ).split(' '),
);

/** Splits text into words: letters and digits, keeping inner hyphens and dots out (e-e-a-t becomes e, e, a, t). */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

// A light English stemmer: enough that "cite", "cited", "cites" and "citing" meet; applied alike to text and queries.
function stem(word: string): string {
  if (word.length <= 3) return word;
  let base = word;
  if (base.endsWith('ies') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(base)) return base;
  else if (/(ches|shes|sses|xes|zes)$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith('ing') && base.length > 5) base = base.slice(0, -3);
  else if (base.endsWith('ied') && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('ed') && base.length > 4) base = base.slice(0, -2);
  else if (base.endsWith('s')) base = base.slice(0, -1);
  return base.length > 3 && base.endsWith('e') ? base.slice(0, -1) : base;
}

/** The index term for a word, or null when the word carries no meaning for search. */
export function searchTerm(word: string): string | null {
  const lower = word.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null;
  // Stemming happens before the plural-free stem is checked again ("pages" -> "page").
  const stemmed = stem(lower.replace(/'s$/, ''));
  return STOP_WORDS.has(stemmed) ? null : stemmed;
}

/** The meaningful terms of a query, in order, without repeats. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query).flatMap((word) => searchTerm(word) ?? []))];
}

let lexicon: Map<string, string[][]> | undefined;
let fillers: Set<string> | undefined;

const termsOfPhrase = (phrase: string) => tokenize(phrase).flatMap((word) => searchTerm(word) ?? []);

function vocabulary(): Map<string, string[][]> {
  if (lexicon) return lexicon;
  lexicon = new Map();
  for (const [visitor, site] of VISITOR_VOCABULARY) {
    const alternatives = site.split(',').map(termsOfPhrase).filter((terms) => terms.length > 0);
    for (const word of visitor.split(',')) {
      const head = searchTerm(word.trim());
      if (head === null) continue;
      const known = lexicon.get(head) ?? [];
      lexicon.set(head, [...known, ...alternatives.filter((alt) => !(alt.length === 1 && alt[0] === head))]);
    }
  }
  return lexicon;
}

/** Whether a query term is a filler word of visitors' questions ("guys", "basically"): searched for nothing, asked of no passage. */
export function isFiller(term: string): boolean {
  fillers ??= new Set(FILLER_WORDS.flatMap((word) => searchTerm(word) ?? []));
  return fillers.has(term);
}

/** The site's words for a visitor's term (query-expansion.ts), each a list of terms that must all be present; none for most terms. */
export function siteWordsFor(term: string): readonly string[][] {
  return vocabulary().get(term) ?? [];
}

/** The terms a query adds for a term it holds, in a fixed order: the search's query options and their weights read the same list. */
function addedTerms(term: string): string[] {
  return [...new Set(siteWordsFor(term).flat())].filter((added) => added !== term);
}

/** The meaningful terms of a question the assistant weighs: queryTerms without filler words. */
export function askedTerms(query: string): string[] {
  return queryTerms(query).filter((term) => !isFiller(term));
}

// The query's processed terms as MiniSearch lists them: each typed term, followed by the terms it adds.
// Marks which are typed, so that added terms count for less and only the last typed one is a prefix.
const typedCache = new WeakMap<string[], boolean[]>();
function typedMarks(terms: string[]): boolean[] {
  const cached = typedCache.get(terms);
  if (cached) return cached;
  const marks: boolean[] = [];
  while (marks.length < terms.length) {
    marks.push(true);
    for (let n = addedTerms(terms[marks.length - 1]).length; n > 0 && marks.length < terms.length; n -= 1) marks.push(false);
  }
  typedCache.set(terms, marks);
  return marks;
}

// An added term counts for this much of a typed one: a page in the visitor's own words ranks first.
const ADDED_TERM_WEIGHT = 0.4;

/** The fields a passage is indexed by, and how much a match in each counts. */
export const SEARCH_FIELDS = ['title', 'heading', 'keywords', 'text'];
const FIELD_BOOST = { title: 3, heading: 2, keywords: 1.5, text: 1 };

/** MiniSearch's index options: the same when the index is built and when it is loaded. */
export const INDEX_OPTIONS = { fields: SEARCH_FIELDS, tokenize, processTerm: searchTerm };

/**
 * MiniSearch's query options: the last typed word may be unfinished (prefix matching from three
 * letters, so results come while it is typed); one typo from six letters and two from ten; shorter
 * words must be exact. Filler words are dropped, and each typed word brings the site's words for it
 * (query-expansion.ts), exact and at a lower weight.
 */
export const QUERY_OPTIONS = {
  processTerm: (word: string): string[] | null => {
    const term = searchTerm(word);
    return term === null || isFiller(term) ? null : [term, ...addedTerms(term)];
  },
  boostTerm: (_term: string, index: number, terms: string[]) => (typedMarks(terms)[index] ? 1 : ADDED_TERM_WEIGHT),
  prefix: (term: string, index: number, terms: string[]) => {
    const typed = typedMarks(terms);
    return typed[index] && typed.lastIndexOf(true) === index && term.length >= 3;
  },
  fuzzy: (term: string, index: number, terms: string[]) => (term.length >= 6 && typedMarks(terms)[index] ? 0.2 : false),
  maxFuzzy: 2,
  boost: FIELD_BOOST,
  // A prefix or a typo counts for less than the word itself.
  weights: { fuzzy: 0.35, prefix: 0.5 },
};
