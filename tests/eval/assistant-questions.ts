/** The assistant's frozen evaluation set (npm run eval:assistant): every question, in one list. */
import { inScopeQuestions } from './questions/in-scope-questions';
import { injectionQuestions } from './questions/injection-questions';
import { languageQuestions } from './questions/language-questions';
import { outOfScopeQuestions } from './questions/out-of-scope-questions';
import { paraphraseQuestions } from './questions/paraphrase-questions';
import type { EvalQuestion, InScopeQuestion } from './questions/question-types';
import { smallTalkQuestions } from './questions/small-talk-questions';

/** Every question of the set, in-scope first. */
export const assistantQuestions: readonly EvalQuestion[] = [
  ...inScopeQuestions,
  ...paraphraseQuestions,
  ...languageQuestions,
  ...smallTalkQuestions,
  ...outOfScopeQuestions,
  ...injectionQuestions,
];

const inScopeById = new Map<string, InScopeQuestion>([...inScopeQuestions, ...languageQuestions].map((question) => [question.id, question]));

/** The pages a question expects: its own, or (for a paraphrase) its original's; none for other kinds. */
export function expectedPages(question: EvalQuestion): readonly string[] {
  if (question.kind === 'in-scope') return question.pages;
  if (question.kind !== 'paraphrase') return [];
  const original = inScopeById.get(question.of);
  if (!original) throw new Error(`paraphrase ${question.id}: no in-scope question ${question.of}`);
  return original.pages;
}
