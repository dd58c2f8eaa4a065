/**
 * Money in an answer: every amount it states, read as a number, in the ways English, Spanish, German
 * and French write it ($2,500; 2.500 $; 2 500 €; $2.8 billion; 50 millones de dólares). Pure.
 */

/** The firm's fixed figures (docs/product/constants.md): the $2,500 strategy session, $2.8 billion and $50 million generated for clients. */
export const FIXED_AMOUNTS: readonly number[] = [2_500, 2.8e9, 50e6];

const NUMBER = String.raw`\d(?:[\d.,]|\s(?=\d{3}\b))*`;
const SCALE =
  String.raw`(?:\s?(?:k|m|mm|b|bn|mio\.?|mrd\.?|thousand|million|billion|mil millones|millones|millón|mil|millions?|milliards?|millionen|milliarden|tausend)\b)?`;
const CURRENCY_BEFORE = String.raw`(?:US\s?\$|USD\s?|EUR\s?|GBP\s?|[$€£¥])`;
const CURRENCY_AFTER = String.raw`(?:\s?(?:de\s)?(?:\$|€|£|usd|eur|gbp|us-dollars?|dollars?|dólares|dolares|euros?|pounds?)\b|\s?[$€£])`;
const AMOUNT = new RegExp(`${CURRENCY_BEFORE}\\s?(${NUMBER})(${SCALE})|(${NUMBER})(${SCALE})${CURRENCY_AFTER}`, 'giu');

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  mil: 1e3,
  tausend: 1e3,
  m: 1e6,
  mm: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  millones: 1e6,
  millón: 1e6,
  millionen: 1e6,
  b: 1e9,
  bn: 1e9,
  mrd: 1e9,
  billion: 1e9,
  'mil millones': 1e9,
  milliard: 1e9,
  milliards: 1e9,
  milliarden: 1e9,
};

/** A written number ("2,500", "2.500", "2 500", "2.8", "2,8") as a number, reading separators as the languages do. */
export function numberOf(written: string): number {
  const compact = written.replace(/\s/g, '').replace(/[.,]+$/, '');
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    normal = compact.split(group).join('').replace(decimal, '.');
  } else {
    const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : '';
    const groups = separator ? compact.split(separator) : [compact];
    // "2,500" and "2.500" group thousands; "2.8" and "2,8" are decimals.
    const grouping = groups.length > 2 || (groups.length === 2 && groups[1].length === 3);
    normal = grouping ? groups.join('') : groups.join('.');
  }
  return Number(normal);
}

/** Every amount of money in the text, with the words that state it. */
export function amountsIn(text: string): Array<{ written: string; value: number }> {
  return [...text.matchAll(AMOUNT)].map((match) => {
    const digits = match[1] ?? match[3];
    const scale = (match[2] ?? match[4] ?? '').trim().toLowerCase().replace(/\.$/, '');
    return { written: match[0].trim(), value: numberOf(digits) * (SCALES[scale] ?? 1) };
  });
}

const same = (a: number, b: number) => Math.abs(a - b) <= Math.max(1e-6, Math.abs(b) * 1e-9);

/** The amounts the text states that are neither the firm's fixed figures nor in `allowed` (the passages' own figures). */
export function unknownAmounts(text: string, allowed: readonly number[] = []): string[] {
  const known = [...FIXED_AMOUNTS, ...allowed];
  return amountsIn(text)
    .filter(({ value }) => !known.some((figure) => same(figure, value)))
    .map(({ written }) => written);
}
