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

  it('cuts text longer than 50 characters to its first 50 and appends ...', () => {
    expect(truncateSubtitle('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    const subtitle = 'Organic search and paid media run as one program, so every dollar and every ranking supports the other.';
    expect(truncateSubtitle(subtitle)).toBe('Organic search and paid media run as one program,...');
  });

  it('drops spaces left at the cut so the ellipsis follows a word', () => {
    const text = `${'a'.repeat(49)} and more words`;
    expect(truncateSubtitle(text)).toBe(`${'a'.repeat(49)}...`);
  });

  it('counts characters, not UTF-16 units', () => {
    const text = '€'.repeat(50);
    expect(truncateSubtitle(text)).toBe(text);
    expect(truncateSubtitle(`${'😀'.repeat(50)}z`)).toBe(`${'😀'.repeat(50)}...`);
  });

  it('honours a different limit', () => {
    expect(truncateSubtitle('abcdefgh', 4)).toBe('abcd...');
  });

  it('shortens every catalogue subtitle to at most 53 characters that start the original', () => {
    for (const s of serviceCatalogue) {
      const short = truncateSubtitle(s.subtitle);
      expect(short.length).toBeLessThanOrEqual(MAP_SUBTITLE_MAX_CHARS + SUBTITLE_ELLIPSIS.length);
      expect(s.subtitle.startsWith(short.replace(/\.\.\.$/, ''))).toBe(true);
    }
  });
});
