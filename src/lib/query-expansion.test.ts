import { describe, expect, it } from 'vitest';
import { FILLER_WORDS, VISITOR_VOCABULARY } from './query-expansion';
import { askedTerms, isFiller, QUERY_OPTIONS, searchTerm, siteWordsFor } from './search-terms';

const processed = (query: string) => query.split(' ').flatMap((word) => QUERY_OPTIONS.processTerm(word) ?? []);

describe('the visitors’ vocabulary', () => {
  it('maps single words to the site’s words, every entry meaningful to the search', () => {
    for (const [visitor, site] of VISITOR_VOCABULARY) {
      for (const word of visitor.split(',')) expect(word.trim(), `${visitor}`).toMatch(/^[a-z-]+$/);
      expect(site.split(',').every((phrase) => phrase.trim().length > 0), site).toBe(true);
      expect(visitor.split(',').some((word) => siteWordsFor(searchTerm(word.trim()) ?? '').length > 0), visitor).toBe(true);
    }
  });

  it('gives a phrase as all of its words, and never a word as its own synonym', () => {
    expect(siteWordsFor('nyc')).toContainEqual(['new', 'york']);
    for (const [visitor] of VISITOR_VOCABULARY) {
      for (const word of visitor.split(',')) {
        const term = searchTerm(word.trim());
        if (term) expect(siteWordsFor(term)).not.toContainEqual([term]);
      }
    }
  });

  it('leaves filler words out of the terms a question asks, and out of the search', () => {
    expect(FILLER_WORDS.every((word) => isFiller(searchTerm(word) ?? word) || searchTerm(word) === null)).toBe(true);
    expect(askedTerms('are you guys basically based in NYC')).toEqual(['bas', 'nyc']);
    expect(QUERY_OPTIONS.processTerm('guys')).toBeNull();
  });
});

describe('QUERY_OPTIONS with the vocabulary', () => {
  it('adds the site’s words after each typed word, at a lower weight', () => {
    const terms = processed('nyc office');
    expect(terms.slice(0, 3)).toEqual(['nyc', 'new', 'york']);
    const weights = terms.map((term, i) => QUERY_OPTIONS.boostTerm(term, i, terms));
    expect(weights[0]).toBe(1);
    expect(weights[1]).toBeLessThan(1);
    expect(weights[terms.indexOf('offic')]).toBe(1);
  });

  it('treats only the last typed word as unfinished, and forgives typos only in typed words', () => {
    const terms = processed('marketing nyc');
    const prefixes = terms.map((term, i) => QUERY_OPTIONS.prefix(term, i, terms));
    expect(prefixes).toEqual([false, true, false, false]);
    const typo = processed('rivals');
    expect(typo).toEqual(['rival', 'competitor']);
    expect(QUERY_OPTIONS.fuzzy('rival', 0, typo)).toBe(false);
    expect(QUERY_OPTIONS.fuzzy('competitor', 1, typo)).toBe(false);
    const long = processed('monitoring');
    expect(QUERY_OPTIONS.fuzzy(long[0], 0, long)).toBe(0.2);
  });

  it('searches a word without synonyms as before', () => {
    expect(processed('canonical')).toEqual(['canonical']);
  });
});
