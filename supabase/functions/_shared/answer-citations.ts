/**
 * Citations by number: the passages go to the model as [1]..[n], the answer cites them the same way,
 * and the chat keeps only the passages cited, as page links. Pure.
 */

// [1], [2, 3], [1][4], [2-3] (a range), [Source 1].
const MARKER = /\[\s*(?:sources?|passages?|fuente|quelle|source)?\s*(\d{1,2}(?:\s*[,;–-]\s*\d{1,2})*)\s*\]/giu;

function numbersIn(list: string): number[] {
  return list.split(/\s*[,;]\s*/).flatMap((part) => {
    const [from, to] = part.split(/\s*[–-]\s*/).map(Number);
    if (to === undefined) return [from];
    if (!(to >= from) || to - from > 20) return [from, to];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
}

/** The passage numbers the answer cites that exist (1..count), each once, in the passages' order. */
export function citedNumbers(answer: string, count: number): number[] {
  const cited = new Set<number>();
  for (const match of answer.matchAll(MARKER)) {
    for (const n of numbersIn(match[1])) if (Number.isInteger(n) && n >= 1 && n <= count) cited.add(n);
  }
  return [...cited].sort((a, b) => a - b);
}

/** The answer as the visitor reads it: the markers taken out (its sources are listed under it), spacing mended. */
export function withoutCitationMarkers(answer: string): string {
  return answer
    .replace(MARKER, '')
    .replace(/[ \t]+([.,;:!?)])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '')
    .trim();
}
