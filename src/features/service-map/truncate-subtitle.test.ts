import { describe, expect, it } from 'vitest';
import { MAP_SUBTITLE_MAX_CHARS } from '../../lib/spec-constants';
import { serviceCatalogue } from '../../content/services/service-catalogue';
import { SUBTITLE_ELLIPSIS, truncateSubtitle } from './truncate-subtitle';

describe('truncateSubtitle', () => {
  it('uses SPEC limit of 50 characters and three full stops', () => {
    expect(MAP_SUBTITLE_MAX_CHARS).toBe(50);
    expect(SUBTITLE_ELLIPSIS).toBe('...');
  });

  it('leaves text of at most 50 characters unchanged', () => {
    expect(truncateSubtitle('')).toBe('');
    expect(truncateSubtitle('Short subtitle.')).toBe('Short subtitle.');
    const exactly50 = 'x'.repeat(50);
    expect(truncateSubtitle(exactly50)).toBe(exactly50);
  });

  it('cuts a longer text at the last word boundary within 50 characters and appends ...', () => {
    const subtitle = 'Privacy-aware marketing operations with consent, data handling and site security built in from the start.';
    expect(truncateSubtitle(subtitle)).toBe('Privacy-aware marketing operations with consent...');
    // A word that ends exactly at the 50th character is kept whole.
    expect(truncateSubtitle(`${'a'.repeat(45)} bcde fgh`)).toBe(`${'a'.repeat(45)} bcde...`);
  });

  it('drops the punctuation and spaces left at the cut so the ellipsis follows a word', () => {
    const subtitle = 'Organic search and paid media run as one program, so every dollar and every ranking supports the other.';
    expect(truncateSubtitle(subtitle)).toBe('Organic search and paid media run as one program...');
    expect(truncateSubtitle(`${'a'.repeat(49)} and more words`)).toBe(`${'a'.repeat(49)}...`);
    expect(truncateSubtitle(`${'a'.repeat(40)} bcdefgh; and more words`)).toBe(`${'a'.repeat(40)} bcdefgh...`);
  });

  it('cuts a single word longer than the limit at the limit', () => {
    expect(truncateSubtitle('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '€'.repeat(50);
    expect(truncateSubtitle(text)).toBe(text);
    expect(truncateSubtitle(`${'😀'.repeat(50)}z`)).toBe(`${'😀'.repeat(50)}...`);
  });

  it('honours a different limit', () => {
    expect(truncateSubtitle('abcdefgh', 4)).toBe('abcd...');
    expect(truncateSubtitle('ab cdefgh', 4)).toBe('ab...');
  });

  it('shortens every catalogue subtitle to whole words of the original, at most 50 characters, plus ...', () => {
    for (const s of serviceCatalogue) {
      const short = truncateSubtitle(s.subtitle);
      if (short === s.subtitle) continue;
      const kept = short.slice(0, -SUBTITLE_ELLIPSIS.length);
      expect(short.endsWith(SUBTITLE_ELLIPSIS), s.slug).toBe(true);
      expect(kept.length, s.slug).toBeLessThanOrEqual(MAP_SUBTITLE_MAX_CHARS);
      expect(s.subtitle.startsWith(kept), s.slug).toBe(true);
      // The next character of the original is not a letter or digit: no word is cut.
      expect(s.subtitle.charAt(kept.length), s.slug).toMatch(/[^\p{L}\p{N}]/u);
      expect(kept, s.slug).toMatch(/[\p{L}\p{N})]$/u);
    }
  });
});
