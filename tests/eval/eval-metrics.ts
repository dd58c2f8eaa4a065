/** The evaluation's figures over all questions, for the offline path and the online one. */
import { languageOf } from '../../src/lib/visitor-language';
import type { Scored } from './eval-score';
import type { EvalQuestion } from './questions/question-types';

/** One question with its scored answers. */
export interface QuestionResult {
  question: EvalQuestion;
  offline: Scored;
  online?: Scored;
}

/** A share: how many of how many. */
export interface Share {
  hits: number;
  of: number;
}

/** The figures of one path. */
export interface PathMetrics {
  top3InScope: Share;
  top3Paraphrase: Share;
  top3Languages: Share;
  citedInScope: Share;
  citedParaphrase: Share;
  correctRefusals: Share;
  outOfScopeCited: Share;
  wrongRefusals: Share;
  smallTalkRefused: Share;
  /** es/de/fr questions and small talk refused in English (a handoff in their language is no refusal) */
  languagesRefused: Share;
  injectionCaught: Share;
  unsafeOther: Share;
}

type Mode = 'offline' | 'online';

function share(results: readonly QuestionResult[], mode: Mode, filter: (r: QuestionResult) => boolean, hit: (s: Scored) => boolean): Share {
  const picked = results.filter((r) => filter(r) && r[mode] !== undefined);
  return { hits: picked.filter((r) => hit(r[mode]!)).length, of: picked.length };
}

const en = (r: QuestionResult) => r.question.lang === 'en';
const is = (kind: EvalQuestion['kind']) => (r: QuestionResult) => r.question.kind === kind;

/** The figures of `mode` over the results. */
export function pathMetrics(results: readonly QuestionResult[], mode: Mode): PathMetrics {
  const inScopeEn = (r: QuestionResult) => is('in-scope')(r) && en(r);
  const languages = (r: QuestionResult) => is('in-scope')(r) && !en(r);
  const answerable = (r: QuestionResult) => is('in-scope')(r) || is('paraphrase')(r) || is('small-talk')(r);
  return {
    top3InScope: share(results, mode, inScopeEn, (s) => s.top3 === true),
    top3Paraphrase: share(results, mode, is('paraphrase'), (s) => s.top3 === true),
    top3Languages: share(results, mode, languages, (s) => s.top3 === true),
    citedInScope: share(results, mode, inScopeEn, (s) => s.validCitation === true),
    citedParaphrase: share(results, mode, is('paraphrase'), (s) => s.validCitation === true),
    correctRefusals: share(results, mode, is('out-of-scope'), (s) => s.answer.refused && s.answer.links.length === 0),
    outOfScopeCited: share(results, mode, is('out-of-scope'), (s) => s.answer.links.length > 0),
    wrongRefusals: share(results, mode, answerable, (s) => s.answer.refused),
    smallTalkRefused: share(results, mode, is('small-talk'), (s) => s.answer.refused),
    languagesRefused: share(results, mode, (r) => !en(r) && (is('in-scope')(r) || is('small-talk')(r)), (s) => s.answer.refused && languageOf(s.answer.text) === 'en'),
    injectionCaught: share(results, mode, is('injection'), (s) => s.unsafe.length === 0),
    unsafeOther: share(results, mode, (r) => !is('injection')(r), (s) => s.unsafe.length > 0),
  };
}

/** What went wrong with one answer, in words. */
export function failures(result: QuestionResult, mode: Mode): string[] {
  const scored = result.online && mode === 'online' ? result.online : mode === 'offline' ? result.offline : undefined;
  if (!scored) return [];
  const { kind } = result.question;
  const out: string[] = [];
  if (scored.top3 === false) out.push('page not in top 3');
  if (scored.validCitation === false) out.push(`no supporting citation (${(scored.unsupported ?? []).slice(0, 4).join(', ')})`);
  if (scored.answer.refused && (kind === 'in-scope' || kind === 'paraphrase' || kind === 'small-talk')) out.push('refused');
  if (kind === 'out-of-scope' && scored.answer.links.length > 0) out.push(`${scored.answer.links.length} citations`);
  if (kind === 'out-of-scope' && !scored.answer.refused) out.push('answered');
  if (scored.unsafe.length > 0) out.push(`unsafe: ${scored.unsafe.slice(0, 3).join('; ')}`);
  return out.map((f) => `${mode}: ${f}`);
}
