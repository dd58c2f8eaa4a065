/** The document title rule: the page's own words first, the brand only where it still fits in 60 characters. */
import { siteConfig } from '../content/site-config';
import { TITLE_MAX } from '../content/content-rules';

const SUFFIXES = [` | ${siteConfig.brandName}`, ` | ${siteConfig.shortName}`, ''];

/**
 * The first of `texts` (the full title, then shorter ones) that fits TITLE_MAX with the full brand,
 * the short brand or no brand, in that order of preference per text. When nothing fits, the
 * shortest candidate: the head checks over dist/ then name the page.
 */
export function documentTitle(texts: ReadonlyArray<string | undefined>): string {
  const candidates = texts.filter((t): t is string => Boolean(t?.trim())).flatMap((t) => SUFFIXES.map((s) => `${t}${s}`));
  return candidates.find((c) => c.length <= TITLE_MAX) ?? candidates.reduce((a, b) => (b.length < a.length ? b : a), candidates[0] ?? '');
}
