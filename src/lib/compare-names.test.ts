import { describe, expect, it } from 'vitest';
import { compareNames } from './compare-names';

describe('names in order without Intl', () => {
  it('sorts names as localeCompare does: mixed case, punctuation, digits', () => {
    const names = [
      'AI search', 'Answers', 'answers', 'ai Search', 'Trust & CSR', 'Trust and CSR', 'SEO-PPC', 'SEO PPC', 'seo 2025', 'E-E-A-T',
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
