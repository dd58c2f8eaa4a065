/** Greetings, thanks and goodbyes in English, Spanish, German and French: answered in kind, never refused. */
import type { EvalLanguage, SmallTalkQuestion } from './question-types';

const q = (id: string, lang: EvalLanguage, act: SmallTalkQuestion['act'], question: string): SmallTalkQuestion => ({
  kind: 'small-talk',
  id,
  question,
  lang,
  act,
});

/** The small talk. */
export const smallTalkQuestions: readonly SmallTalkQuestion[] = [
  q('hi', 'en', 'greeting', 'hi'),
  q('hello-there', 'en', 'greeting', 'Hello there!'),
  q('hey-morning', 'en', 'greeting', 'hey, good morning'),
  q('anyone-there', 'en', 'greeting', 'Hi, is anyone there?'),
  q('thanks', 'en', 'thanks', 'thanks!'),
  q('thank-you-helpful', 'en', 'thanks', "Thank you so much, that's helpful"),
  q('cheers', 'en', 'thanks', 'cheers'),
  q('appreciate-it', 'en', 'thanks', 'great, appreciate it'),
  q('bye', 'en', 'goodbye', 'bye'),
  q('thanks-goodbye', 'en', 'goodbye', 'ok thanks, goodbye'),
  q('hola', 'es', 'greeting', 'hola'),
  q('buenos-dias', 'es', 'greeting', '¡Buenos días!'),
  q('gracias', 'es', 'thanks', 'gracias'),
  q('muchas-gracias-adios', 'es', 'goodbye', 'muchas gracias, adiós'),
  q('hallo', 'de', 'greeting', 'Hallo'),
  q('guten-tag', 'de', 'greeting', 'Guten Tag'),
  q('danke', 'de', 'thanks', 'danke'),
  q('vielen-dank-tschuess', 'de', 'goodbye', 'Vielen Dank, tschüss'),
  q('bonjour', 'fr', 'greeting', 'Bonjour'),
  q('salut', 'fr', 'greeting', 'Salut !'),
  q('merci', 'fr', 'thanks', 'merci'),
  q('merci-au-revoir', 'fr', 'goodbye', 'Merci beaucoup, au revoir'),
];
