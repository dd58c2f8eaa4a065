import { describe, expect, it } from 'vitest';
import { faqAnchor } from './faq-anchor';

describe('faqAnchor', () => {
  it('names a question by its words, lower case, joined by hyphens', () => {
    expect(faqAnchor('What is AEO/GEO, and how long does it take?')).toBe('faq-what-is-aeo-geo-and-how-long-does-it-take');
  });

  it('drops accents and punctuation', () => {
    expect(faqAnchor('  Café “schema” — 100% ready?  ')).toBe('faq-cafe-schema-100-ready');
  });
});
