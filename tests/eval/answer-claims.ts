/**
 * What an answer claims, for checking it against the passage it cites: its numbers and its capitalised
 * names, leaving out the firm's fixed facts (docs/product/constants.md, site config) and the site's
 * own page titles, which a passage need not repeat.
 */
import { readFileSync } from 'node:fs';
import { siteConfig } from '../../src/content/site-config';

const NUMBER = /\d+(?:[,.]\d+)*/g;
// A capitalised word: a name, an acronym or a brand (inner hyphens, ampersands and apostrophes kept).
const WORD = /[\p{Lu}][\p{L}\p{N}&'’-]*/gu;

const normaliseNumber = (n: string) => n.replace(/,/g, '');

/** The numbers in a text, without thousands separators ("$2,500" and "2500" are one number). */
export function numbersOf(text: string): string[] {
  return [...text.matchAll(NUMBER)].map((m) => normaliseNumber(m[0]));
}

// A word opens a sentence when only spaces, quotes, bullets or brackets stand between it and the text's start or a sentence end.
function opensSentence(text: string, at: number): boolean {
  const before = text.slice(0, at).replace(/[\s"“”'‘’(•*\-–—]+$/u, '');
  return before === '' || /[.!?:;\n]$/.test(before);
}

const isAcronym = (word: string) => /\p{Lu}.*\p{Lu}/u.test(word) || /\d/.test(word);

/** The capitalised names in a text: acronyms anywhere, other capitalised words when they do not open a sentence. */
export function namesOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0].replace(/['’]s$/, '').replace(/[-'’]+$/, '');
    if (word === 'I' || word.length === 0) continue;
    if (isAcronym(word) || !opensSentence(text, match.index ?? 0)) names.push(word);
  }
  return names;
}

// docs/product/constants.md: the fixed marketing claims and the response promises, which any answer may state.
function fixedFactsText(): string {
  const constants = readFileSync(new URL('../../docs/product/constants.md', import.meta.url), 'utf8');
  const lines = constants.split('\n').filter((line) => /^Fixed marketing claims|^\| Response promises|^\| Static services/.test(line));
  const { contactInfo } = siteConfig;
  return [...lines, siteConfig.brandName, contactInfo.phone, contactInfo.email, contactInfo.address, contactInfo.city].join('\n');
}

/** The facts any answer may state without a passage behind them. */
export interface FixedFacts {
  numbers: ReadonlySet<string>;
  names: ReadonlySet<string>;
  /** the site's page titles, dropped from an answer before its claims are read */
  titles: readonly string[];
  /** the facts as written */
  text: string;
}

/** The fixed facts, with the titles of the site's pages. */
export function fixedFacts(pageTitles: readonly string[]): FixedFacts {
  const text = fixedFactsText();
  const phoneDigits = numbersOf(siteConfig.contactInfo.phone.replace(/[^\d ]/g, ' '));
  return {
    numbers: new Set([...numbersOf(text), ...phoneDigits]),
    names: new Set([...namesOf(text), ...tokensOf(text), siteConfig.shortName]),
    titles: [...pageTitles].sort((a, b) => b.length - a.length),
    text,
  };
}

function tokensOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}@.]+/u).filter(Boolean);
}

/** An answer's claims: its numbers and names that are not fixed facts, page titles, paths or addresses. */
export function claimsOf(answer: string, facts: FixedFacts): { numbers: string[]; names: string[] } {
  let text = answer.replace(/\b(?:https?:\/\/|www\.)\S+|(?<![\w/])\/[\w\-/#.]*|\S+@\S+/g, ' ');
  for (const title of facts.titles) text = text.split(title).join(' ');
  return {
    numbers: [...new Set(numbersOf(text))].filter((n) => !facts.numbers.has(n)),
    names: [...new Set(namesOf(text))].filter((n) => !facts.names.has(n)),
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the passage (title, heading and text) holds every claim of the answer: each number and name as a whole word. */
export function passageSupports(passage: string, claims: { numbers: string[]; names: string[] }): boolean {
  const numbers = new Set(numbersOf(passage));
  if (!claims.numbers.every((n) => numbers.has(n))) return false;
  return claims.names.every((name) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'u').test(passage));
}

/** The claims of the answer a passage does not hold (for the worst questions' explanations). */
export function unsupportedClaims(passage: string, claims: { numbers: string[]; names: string[] }): string[] {
  return [
    ...claims.numbers.filter((n) => !passageSupports(passage, { numbers: [n], names: [] })),
    ...claims.names.filter((n) => !passageSupports(passage, { numbers: [], names: [n] })),
  ];
}
