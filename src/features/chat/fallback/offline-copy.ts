/** The chat's texts for answers from the site's own passages, and for a visitor who wrote in Spanish, German or French. */
import { siteConfig } from '../../../content/site-config';
import type { VisitorLanguage } from '../../../lib/visitor-language';

const { phone } = siteConfig.contactInfo;

/** The sentence that introduces a quoted passage: which page and section it comes from, and that it is in English. */
export function passageIntro(language: VisitorLanguage, title: string, heading: string): string {
  switch (language) {
    case 'es':
      return `Nuestra página «${title}» lo explica${heading ? ` en la sección «${heading}»` : ''} (en inglés):`;
    case 'de':
      return `Unsere Seite „${title}“ erklärt das${heading ? ` im Abschnitt „${heading}“` : ''} (auf Englisch):`;
    case 'fr':
      return `Notre page « ${title} » l’explique${heading ? ` dans la section « ${heading} »` : ''} (en anglais) :`;
    default:
      return `Our page “${title}” answers this${heading ? `, under “${heading}”` : ''}:`;
  }
}

/** A passage's own sentences, quoted. */
export function quoted(sentences: readonly string[]): string {
  return `“${sentences.join(' ')}”`;
}

// In the visitor's language, before the offer to hand the conversation to the team.
const NOT_FOUND: Record<Exclude<VisitorLanguage, 'en'>, string> = {
  es: `No encuentro la respuesta en nuestras páginas. También puede llamarnos al ${phone}.`,
  de: `Dazu finde ich auf unseren Seiten keine Antwort. Sie können uns auch anrufen: ${phone}.`,
  fr: `Je ne trouve pas la réponse dans nos pages. Vous pouvez aussi nous appeler au ${phone}.`,
};

const SERVICES: Record<Exclude<VisitorLanguage, 'en'>, (count: number) => string> = {
  es: (count) => `Ofrecemos ${count} servicios que funcionan como un solo sistema; todos están descritos (en inglés) en nuestra página de servicios.`,
  de: (count) => `Wir bieten ${count} Leistungen an, die als ein System zusammenwirken; alle sind (auf Englisch) auf unserer Seite „Services“ beschrieben.`,
  fr: (count) => `Nous proposons ${count} services qui fonctionnent comme un seul système ; tous sont décrits (en anglais) sur notre page « Services ».`,
};

/** What the firm offers, in Spanish, German or French, pointing to /services. */
export function servicesIn(language: Exclude<VisitorLanguage, 'en'>, count: number): string {
  return SERVICES[language](count);
}

/** What the chat says, in Spanish, German or French, when the site's pages hold no answer. */
export function notFoundIn(language: Exclude<VisitorLanguage, 'en'>): string {
  return NOT_FOUND[language];
}
