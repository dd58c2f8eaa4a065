import { describe, expect, it } from 'vitest';
import { compileKeywordMatcher, normaliseMessage } from './keyword-matcher';

const matches = (keywords: string[], message: string, excludes: string[] = []) =>
  compileKeywordMatcher(keywords, excludes)(normaliseMessage(message));

describe('normaliseMessage', () => {
  it('lower-cases, drops apostrophes and accents and turns punctuation into single spaces', () => {
    expect(normaliseMessage("  What's AEO/GEO?! Café—now ")).toBe(' whats aeo geo cafe now ');
    expect(normaliseMessage('')).toBe('  ');
  });
});

describe('compileKeywordMatcher', () => {
  it('matches whole words only', () => {
    expect(matches(['hi'], 'Hi there')).toBe(true);
    expect(matches(['hi'], 'this history')).toBe(false);
    expect(matches(['call'], 'so-called')).toBe(false);
    expect(matches(['geo'], 'geography')).toBe(false);
  });

  it('matches phrases across any punctuation and spacing', () => {
    expect(matches(['answer engine'], 'Answer-Engine optimization')).toBe(true);
    expect(matches(['how much'], 'how   much?')).toBe(true);
    expect(matches(['how much'], 'much how')).toBe(false);
  });

  it('matches plurals of a last word of three or more letters, never of two-letter words', () => {
    expect(matches(['service'], 'services')).toBe(true);
    expect(matches(['answer engine'], 'answer engines')).toBe(true);
    expect(matches(['fee'], 'fees')).toBe(true);
    expect(matches(['hi'], 'his')).toBe(false);
    expect(matches(['call'], 'called')).toBe(false);
  });

  it('ignores excluded phrases but still sees the keyword elsewhere', () => {
    expect(matches(['call'], 'what do you call it', ['what do you call'])).toBe(false);
    expect(matches(['call'], 'what do you call it? call me', ['what do you call'])).toBe(true);
  });

  it('ignores empty keywords', () => {
    expect(matches(['', '  ', '?'], 'anything')).toBe(false);
  });
});
