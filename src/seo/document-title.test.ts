import { describe, expect, it } from 'vitest';
import { documentTitle } from './document-title';

describe('the document title rule', () => {
  it('keeps the full brand when it fits in 60 characters', () => {
    expect(documentTitle(['Technical SEO Architecture'])).toBe('Technical SEO Architecture | Ascend Strategy Consulting');
  });

  it('shortens the brand, then drops it, before giving up the page title', () => {
    expect(documentTitle(['About Us: From Keyword Rankings to AI Citations', 'About'])).toBe('About Us: From Keyword Rankings to AI Citations | Ascend');
    expect(documentTitle(['Marketing Pain Points 2025: Resource Crunch to AI Solution', 'Marketing Pain Points 2025'])).toBe(
      'Marketing Pain Points 2025: Resource Crunch to AI Solution',
    );
  });

  it('falls back to the short title when the full one cannot fit', () => {
    expect(
      documentTitle([
        "The AI Authority Imperative: Gartner's 50% Traffic Decline Prediction and What It Means for Your Business",
        'The AI Authority Imperative',
      ]),
    ).toBe('The AI Authority Imperative | Ascend Strategy Consulting');
  });

  it('never exceeds 60 characters when any candidate fits', () => {
    for (const title of ['A', 'x'.repeat(31), 'x'.repeat(51), 'x'.repeat(60)]) expect(documentTitle([title]).length).toBeLessThanOrEqual(60);
  });
});
