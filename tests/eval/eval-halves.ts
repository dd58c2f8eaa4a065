/**
 * The development half and the held-out half of the questions with pages: in-scope questions by their
 * position in the list (even: development, odd: held out), each paraphrase in its original's half, so a
 * held-out question's wording never guided the tuning of the retrieval, the lexicon or the gate.
 */
import { inScopeQuestions } from './questions/in-scope-questions';
import { languageQuestions } from './questions/language-questions';
import type { EvalQuestion } from './questions/question-types';

/** Which half a question with pages belongs to. */
export type Half = 'development' | 'held-out';

const halfById = new Map<string, Half>(
  [inScopeQuestions, languageQuestions].flatMap((list) => list.map((question, at): [string, Half] => [question.id, at % 2 === 0 ? 'development' : 'held-out'])),
);

/** The half of an in-scope question or a paraphrase; undefined for other kinds. */
export function halfOf(question: EvalQuestion): Half | undefined {
  if (question.kind === 'in-scope') return halfById.get(question.id);
  if (question.kind === 'paraphrase') return halfById.get(question.of);
  return undefined;
}
