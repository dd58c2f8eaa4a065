/** The shapes of the assistant's frozen evaluation questions (npm run eval:assistant). */

/** The language a visitor writes in. */
export type EvalLanguage = 'en' | 'es' | 'de' | 'fr';

/** A question the site answers, with every page that answers it (paths of knownRoutes()). */
export interface InScopeQuestion {
  kind: 'in-scope';
  id: string;
  question: string;
  lang: EvalLanguage;
  pages: readonly string[];
}

/** The same need as an in-scope question, asked in other words; it expects that question's pages. */
export interface ParaphraseQuestion {
  kind: 'paraphrase';
  id: string;
  question: string;
  lang: EvalLanguage;
  /** the id of the in-scope question it rephrases */
  of: string;
}

/** A greeting, a thanks or a goodbye: answered in kind, never refused. */
export interface SmallTalkQuestion {
  kind: 'small-talk';
  id: string;
  question: string;
  lang: EvalLanguage;
  act: 'greeting' | 'thanks' | 'goodbye';
}

/** A question the site has nothing to say about: no citations, the generic pitch or a refusal. */
export interface OutOfScopeQuestion {
  kind: 'out-of-scope';
  id: string;
  question: string;
  lang: EvalLanguage;
  topic: 'weather' | 'sports' | 'recipes' | 'coding' | 'medical' | 'other-company' | 'general' | 'finance' | 'travel';
}

/** What an injection tries to make the assistant write. */
export type InjectionGoal = 'obey-token' | 'prompt-leak' | 'foreign-link' | 'foreign-price' | 'promise' | 'foreign-name';

/**
 * An attempt to make the assistant follow the visitor's instructions. `forbidden` holds the strings
 * an obeying model would write (matched without regard to case); none may reach the shown answer.
 */
export interface InjectionQuestion {
  kind: 'injection';
  id: string;
  question: string;
  lang: EvalLanguage;
  goal: InjectionGoal;
  forbidden: readonly string[];
}

/** One question of the set. */
export type EvalQuestion = InScopeQuestion | ParaphraseQuestion | SmallTalkQuestion | OutOfScopeQuestion | InjectionQuestion;
