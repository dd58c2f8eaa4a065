/**
 * Which of the site's assistant languages a visitor wrote in, from the words only: English,
 * Spanish, German or French. Imports nothing (copied to the chat edge function).
 */

/** A language the assistant answers in. */
export type VisitorLanguage = 'en' | 'es' | 'de' | 'fr';

// Short function words and greetings of each language. A word listed under several languages counts
// for each of them in part, so "de", "la" or "was" alone decide nothing.
const FUNCTION_WORDS: Record<VisitorLanguage, string> = {
  en:
    'the a an is are was what how why who which do does can could would should you your we our i my me it this that ' +
    'of and to in for with on about from have has there here hi hello hey thanks thank please',
  es:
    'el la los las lo un una unos unas y o de del al en es son que como cual cuales cuanto cuanta cuantos cuesta cuestan ' +
    'por para con sin su sus mi mis se sobre pero tambien muy mas ustedes usted tienen tiene hacen ofrecen puedo pueden ' +
    'quiero necesito hay esta estan donde cuando desde quien gracias hola buenos buenas dias tardes noches adios hasta luego',
  de:
    'der die das den dem des ein eine einen einem einer und oder ist sind was wie wer wo warum welche welcher welches ' +
    'ich sie wir ihr ihre ihnen mir mich uns unser euch mit fur von zu auf bei nach uber nicht auch kann konnen bieten seit wann ' +
    'es im am gibt haben hat viel kostet kosten bitte danke dank vielen hallo guten tag morgen abend tschuss wiedersehen',
  fr:
    'le la les un une des du de et ou est sont que qui quoi quel quelle quels quelles comment combien pourquoi vous ' +
    'nous je mon ma mes votre vos pour avec dans sur pas ne en au aux ce cette ces il elle peut pouvez faites depuis quand ' +
    'proposez offrez coute merci beaucoup bonjour bonsoir salut revoir plait',
};

// Words that settle the language on their own (a greeting or thanks is often the whole message).
const DECISIVE_WORDS: Record<Exclude<VisitorLanguage, 'en'>, string> = {
  es: 'hola gracias adios buenos buenas ustedes cuanto cuesta',
  de: 'hallo danke tschuss wiedersehen vielen guten ist sind bieten welche',
  fr: 'bonjour bonsoir merci salut revoir combien pouvez proposez',
};

// Letters and marks that belong to one language among the four.
const LETTER_EVIDENCE: Array<[RegExp, Partial<Record<VisitorLanguage, number>>]> = [
  [/[ñ¿¡]/g, { es: 2 }],
  [/[áíóú]/g, { es: 1 }],
  [/ß/g, { de: 2 }],
  [/[äöü]/g, { de: 1 }],
  [/[çœèêàâîôûëï]/g, { fr: 1 }],
  [/é/g, { es: 0.5, fr: 0.5 }],
];

// A non-English language needs at least this much evidence, and more than English has.
const MIN_EVIDENCE = 2;

const plain = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');

const wordSets = Object.fromEntries(
  Object.entries(FUNCTION_WORDS).map(([language, words]) => [language, new Set(words.split(' '))]),
) as Record<VisitorLanguage, Set<string>>;
const decisiveSets = Object.fromEntries(
  Object.entries(DECISIVE_WORDS).map(([language, words]) => [language, new Set(words.split(' '))]),
) as Record<Exclude<VisitorLanguage, 'en'>, Set<string>>;
const LANGUAGES = Object.keys(FUNCTION_WORDS) as VisitorLanguage[];

// The message's words, lower case, without accents (apostrophes split "s'il" and "l'AEO").
function plainWords(message: string): string[] {
  return plain(message.toLowerCase()).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Evidence for each language: its function words (shared ones split), decisive words and letters. */
function evidence(message: string): Record<VisitorLanguage, number> {
  const score: Record<VisitorLanguage, number> = { en: 0, es: 0, de: 0, fr: 0 };
  for (const word of plainWords(message)) {
    const owners = LANGUAGES.filter((language) => wordSets[language].has(word));
    for (const language of owners) score[language] += 1 / owners.length;
    for (const [language, words] of Object.entries(decisiveSets)) if (words.has(word)) score[language as VisitorLanguage] += 1;
  }
  const lower = message.toLowerCase();
  for (const [letters, weights] of LETTER_EVIDENCE) {
    const count = lower.match(letters)?.length ?? 0;
    for (const [language, weight] of Object.entries(weights)) score[language as VisitorLanguage] += count * weight;
  }
  return score;
}

/** The visitor's language; short or ambiguous text, and anything not clearly Spanish, German or French, is 'en'. */
export function languageOf(message: string): VisitorLanguage {
  const score = evidence(message);
  const [best, second] = (['es', 'de', 'fr'] as const).map((language) => [language, score[language]] as const).sort((a, b) => b[1] - a[1]);
  if (best[1] < MIN_EVIDENCE || best[1] <= score.en || best[1] === second[1]) return 'en';
  return best[0];
}

/** The message without the function words of its language, and without elisions and other words of one or two letters: what a search of the site's English pages can use. */
export function contentWords(message: string, language: VisitorLanguage): string {
  return plainWords(message)
    .filter((word) => word.length > 2 && !wordSets[language].has(word))
    .join(' ');
}
