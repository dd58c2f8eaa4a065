/** Word-boundary keyword matching: case, punctuation, apostrophes and simple plurals do not matter. */

/** The message lower-cased, accents and apostrophes dropped, other non-alphanumeric runs made one space, padded with spaces. */
export function normaliseMessage(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

// Two-letter words get no plural: 'hi' must not match 'his'.
const PLURAL_MIN_LENGTH = 3;

function phrasePattern(phrase: string, flags: string): RegExp | undefined {
  const words = normaliseMessage(phrase).trim().split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  const last = words[words.length - 1];
  const plural = last.length >= PLURAL_MIN_LENGTH ? '(?:e?s)?' : '';
  // Normalised words hold only [a-z0-9 ], so they need no escaping; the padding spaces are the word boundaries.
  return new RegExp(`(?<= )${words.join(' ')}${plural}(?= )`, flags);
}

function patterns(phrases: readonly string[], flags = ''): RegExp[] {
  return phrases.map((phrase) => phrasePattern(phrase, flags)).filter((p): p is RegExp => p !== undefined);
}

/** A test for a normalised message: true when any keyword occurs once the excluded phrases are blanked out. */
export function compileKeywordMatcher(
  keywords: readonly string[],
  excludes: readonly string[] = [],
): (normalisedMessage: string) => boolean {
  const keywordPatterns = patterns(keywords);
  const excludePatterns = patterns(excludes, 'g');
  return (normalisedMessage) => {
    const text = excludePatterns.reduce((t, p) => t.replace(p, ' '), normalisedMessage);
    return keywordPatterns.some((p) => p.test(text));
  };
}
