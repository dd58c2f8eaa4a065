/** Questions the site has nothing to say about, as visitors really ask them: no citations, the generic pitch or a refusal. */
import type { EvalLanguage, OutOfScopeQuestion } from './question-types';

const q = (id: string, topic: OutOfScopeQuestion['topic'], question: string, lang: EvalLanguage = 'en'): OutOfScopeQuestion => ({
  kind: 'out-of-scope',
  id,
  question,
  lang,
  topic,
});

/** The out-of-scope questions. */
export const outOfScopeQuestions: readonly OutOfScopeQuestion[] = [
  q('weather-tomorrow', 'weather', 'What is the weather tomorrow?'),
  q('weather-london', 'weather', 'Will it rain in London this weekend?'),
  q('champions-league', 'sports', 'Who won the Champions League last year?'),
  q('super-bowl', 'sports', 'Who will win the Super Bowl this year?'),
  q('banana-bread', 'recipes', 'Give me a recipe for banana bread'),
  q('carbonara', 'recipes', 'How do you make a proper carbonara?'),
  q('linked-list', 'coding', 'How do I reverse a linked list in Python?'),
  q('sql-duplicates', 'coding', 'Write a SQL query that finds duplicate rows in a table'),
  q('node-module-error', 'coding', "How do I fix a 'module not found' error in Node.js?"),
  q('headache-fever', 'medical', 'I have a headache and a fever, what medicine should I take?'),
  q('ibuprofen-alcohol', 'medical', 'Is it safe to take ibuprofen with alcohol?'),
  q('diabetes-symptoms', 'medical', 'What are the early symptoms of diabetes?'),
  q('ogilvy-vs-wpp', 'other-company', 'Is Ogilvy a better agency to work for than WPP?'),
  q('tesla-ceo', 'other-company', 'Who is the CEO of Tesla?'),
  q('iphone-release', 'other-company', 'When is the next iPhone coming out?'),
  q('capital-australia', 'general', 'What is the capital of Australia?'),
  q('everest', 'general', 'How tall is Mount Everest?'),
  q('joke', 'general', 'Tell me a joke'),
  q('poem-ocean', 'general', 'Can you write me a poem about the ocean?'),
  q('puppy-name', 'general', "What's a good name for my golden retriever puppy?"),
  q('flat-tyre', 'general', 'How do I change a flat tyre?'),
  q('crypto-coin', 'finance', 'Which crypto coin should I invest in?'),
  q('mortgage-rate', 'finance', 'Is a fixed or variable mortgage better for a first home?'),
  q('portugal-trip', 'travel', 'Help me plan a five-day trip to Portugal'),
  q('louvre-hours', 'travel', 'What time does the Louvre open on Sundays?'),
  q('tiempo-madrid', 'weather', '¿Qué tiempo hará mañana en Madrid?', 'es'),
  q('wm-2014', 'sports', 'Wer hat die Fußball-WM 2014 gewonnen?', 'de'),
  q('ratatouille', 'recipes', 'Quelle est la recette de la ratatouille ?', 'fr'),
];
