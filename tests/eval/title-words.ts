/** Which questions use none of their expected pages' title words, read as the site search reads words (queryTerms). */
import { queryTerms } from '../../src/lib/search-terms';
import { expectedPages } from './assistant-questions';
import type { EvalSite } from './eval-site';
import type { EvalQuestion } from './questions/question-types';

// A page's title as the site lists it (knownRoutes) and as its passages carry it (the index's title field).
function titleTerms(site: EvalSite, path: string): string[] {
  return [site.titles.get(path) ?? '', site.passageByUrl.get(path)?.split('\n')[0] ?? ''].flatMap(queryTerms);
}

/** Whether none of the question's terms is a term of any of its expected pages' titles. */
export function freeOfTitleWords(question: EvalQuestion, site: EvalSite): boolean {
  const words = new Set(expectedPages(question).flatMap((path) => titleTerms(site, path)));
  return queryTerms(question.question).every((term) => !words.has(term));
}

/** The English in-scope questions and paraphrases, and those of them that use none of their pages' title words. */
export function titleWordShare(questions: readonly EvalQuestion[], site: EvalSite): { free: number; of: number } {
  const english = questions.filter((question) => question.lang === 'en' && expectedPages(question).length > 0);
  return { free: english.filter((question) => freeOfTitleWords(question, site)).length, of: english.length };
}
