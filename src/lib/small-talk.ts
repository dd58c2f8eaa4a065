/**
 * Small talk: a message that is only a greeting, thanks or a goodbye, in English, Spanish, German or
 * French, and the assistant's short reply to it. Imports nothing (copied to the chat edge function).
 */
import type { VisitorLanguage } from './visitor-language';

/** What a message of small talk does. */
export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

// Phrases in plain form: lower case, accents dropped, words split at anything not a letter or digit.
const PHRASES: Record<SmallTalk, string[]> = {
  greeting: [
    'hi', 'hello', 'hey', 'hiya', 'howdy', 'yo', 'greetings', 'good morning', 'good afternoon', 'good evening', 'good day',
    'how are you', 'how are you doing', 'how is it going', 'how s it going', 'what s up', 'anyone here', 'anyone there',
    'is anyone there', 'is anybody there', 'anybody there',
    'hola', 'buenos dias', 'buenas tardes', 'buenas noches', 'buenas', 'que tal', 'como estas', 'como esta',
    'hallo', 'guten tag', 'guten morgen', 'guten abend', 'servus', 'moin', 'gruss gott', 'gruezi',
    'wie geht s', 'wie gehts', 'wie geht es ihnen', 'wie geht es dir',
    'bonjour', 'bonsoir', 'salut', 'coucou', 'ca va', 'comment allez vous', 'comment ca va',
  ],
  thanks: [
    'thanks', 'thank you', 'thx', 'ty', 'cheers', 'much appreciated', 'appreciate it', 'i appreciate it', 'thanks a lot',
    'many thanks', 'that helps', 'that helped', 'that was helpful', 'very helpful', 'helpful',
    'gracias', 'muchas gracias', 'mil gracias', 'muy amable',
    'danke', 'danke schon', 'dankeschon', 'vielen dank', 'besten dank', 'herzlichen dank', 'danke sehr',
    'merci', 'merci beaucoup', 'merci bien', 'je vous remercie',
  ],
  goodbye: [
    'bye', 'goodbye', 'good bye', 'bye bye', 'see you', 'see ya', 'see you later', 'later', 'farewell', 'take care',
    'have a nice day', 'have a good day', 'have a great day', 'good night',
    'adios', 'hasta luego', 'hasta pronto', 'hasta manana', 'chao', 'chau', 'nos vemos',
    'tschuss', 'tschus', 'auf wiedersehen', 'bis bald', 'bis spater', 'ciao', 'schonen tag noch',
    'au revoir', 'a bientot', 'bonne journee', 'bonne soiree', 'adieu', 'a plus',
  ],
};

// Words that may stand around small talk without adding a request ("hi there", "thanks so much, team").
const FILLERS = new Set(
  (
    'there today all everyone everybody folks guys team friend friends again so much very a lot you ok okay oh great cool ' +
    'perfect nice and for the your help info information answer that it ascend assistant bot s is was really super this ' +
    'y a todos equipo senor senora und euch allen ihnen dir zusammen schon sehr et tous tout le monde madame monsieur vous'
  ).split(' '),
);

// Longest phrases first, so "thank you" is read before "you" could be taken for a filler.
const LEXICON: Array<[string[], SmallTalk]> = (Object.entries(PHRASES) as Array<[SmallTalk, string[]]>)
  .flatMap(([kind, phrases]) => phrases.map((phrase) => [phrase.split(' '), kind] as [string[], SmallTalk]))
  .sort((a, b) => b[0].length - a[0].length);

const plainWords = (message: string) =>
  message.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The kind of small talk the message is, or null when it holds anything else (a question, a request). */
export function smallTalkOf(message: string): SmallTalk | null {
  const words = plainWords(message);
  if (words.length === 0 || words.length > 12) return null;
  const kinds = new Set<SmallTalk>();
  let at = 0;
  while (at < words.length) {
    const entry = LEXICON.find(([phrase]) => phrase.every((word, i) => words[at + i] === word));
    if (entry) {
      kinds.add(entry[1]);
      at += entry[0].length;
    } else if (FILLERS.has(words[at])) at += 1;
    else return null;
  }
  // "Thanks, bye" is a goodbye; "hi, thanks" is thanks: the later part of a conversation wins.
  if (kinds.has('goodbye')) return 'goodbye';
  if (kinds.has('thanks')) return 'thanks';
  return kinds.has('greeting') ? 'greeting' : null;
}

const REPLIES: Record<SmallTalk, Record<VisitorLanguage, string>> = {
  greeting: {
    en: 'Hello. Ask me anything about our services, AEO and GEO, pricing or lead generation, and I will answer from our pages.',
    es: 'Hola. Pregúnteme lo que quiera sobre nuestros servicios, AEO y GEO, precios o generación de clientes potenciales.',
    de: 'Hallo. Fragen Sie mich gern zu unseren Leistungen, zu AEO und GEO, zu Preisen oder zur Lead-Generierung.',
    fr: 'Bonjour. Posez-moi vos questions sur nos services, l’AEO et le GEO, nos tarifs ou la génération de prospects.',
  },
  thanks: {
    en: 'You are welcome. If anything else comes up, ask me here or call us; we are glad to help.',
    es: 'De nada. Si tiene otra pregunta, escríbala aquí; con gusto le ayudamos.',
    de: 'Gern geschehen. Wenn Sie noch eine Frage haben, schreiben Sie sie einfach hier.',
    fr: 'Avec plaisir. Si vous avez une autre question, écrivez-la ici ; nous sommes là pour vous aider.',
  },
  goodbye: {
    en: 'Goodbye, and thank you for stopping by. If another question comes up, I am here.',
    es: 'Hasta pronto, y gracias por su visita.',
    de: 'Auf Wiedersehen, und danke für Ihren Besuch.',
    fr: 'Au revoir, et merci de votre visite.',
  },
};

/** The assistant's reply to small talk, in the visitor's language. */
export function smallTalkReply(kind: SmallTalk, language: VisitorLanguage): string {
  return REPLIES[kind][language];
}

const HANDOFF_OFFERS: Record<VisitorLanguage, string> = {
  en: 'I can send this conversation to our team: leave your name and email, and we reply within 24 hours.',
  es: 'Puedo enviar esta conversación a nuestro equipo: deje su nombre y su correo electrónico, y le responderemos en un plazo de 24 horas.',
  de: 'Ich kann dieses Gespräch an unser Team weitergeben: Hinterlassen Sie Ihren Namen und Ihre E-Mail-Adresse, und wir antworten innerhalb von 24 Stunden.',
  fr: 'Je peux transmettre cette conversation à notre équipe : laissez votre nom et votre adresse e-mail, et nous vous répondrons sous 24 heures.',
};

/** The offer to hand the conversation to the team, in the visitor's language. */
export function handoffOfferText(language: VisitorLanguage): string {
  return HANDOFF_OFFERS[language];
}
