import { describe, expect, it } from 'vitest';
import { contentWords, languageOf } from './visitor-language';

describe('languageOf', () => {
  it.each([
    ['hola', 'es'],
    ['¿Qué servicios ofrecen?', 'es'],
    ['¿Cuánto cuesta la optimización para motores de respuesta?', 'es'],
    ['Necesito más clientes para mi empresa', 'es'],
    ['gracias', 'es'],
    ['Hallo', 'de'],
    ['Was ist GEO?', 'de'],
    ['Depuis quand existe votre entreprise ?', 'fr'],
    ['Seit wann gibt es Ihre Firma?', 'de'],
    ['¿Desde cuándo existe su empresa?', 'es'],
    ['Wie viel kostet eine Beratung?', 'de'],
    ['Welche Leistungen bieten Sie an?', 'de'],
    ['vielen Dank', 'de'],
    ['bonjour', 'fr'],
    ["Qu'est-ce que l'AEO ?", 'fr'],
    ['Quels services proposez-vous ?', 'fr'],
    ['Combien coûte une consultation ?', 'fr'],
    ['merci beaucoup', 'fr'],
  ] as const)('reads "%s" as %s', (message, language) => {
    expect(languageOf(message)).toBe(language);
  });

  it.each([
    'hi',
    'What is AEO?',
    'What services do you offer?',
    'Was it worth it?',
    'How much does GEO cost in Europe?',
    'la la la',
    'AEO GEO SEO',
    '',
    'Die Hard is a film',
    'ciao',
  ])('reads "%s" as English: short, ambiguous or English', (message) => {
    expect(languageOf(message)).toBe('en');
  });
});

describe('contentWords', () => {
  it("keeps what a search of the site's pages can use", () => {
    expect(contentWords('¿Cuánto cuesta la optimización?', 'es')).toBe('optimizacion');
    expect(contentWords('Was ist GEO?', 'de')).toBe('geo');
    expect(contentWords("Qu'est-ce que l'optimisation ?", 'fr')).toBe('optimisation');
  });
});
