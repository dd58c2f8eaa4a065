import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATIN, WEB_FONT_CSS, codePointsOf, splitLatin, unicodeRangeOf, webFontFiles } from './generate-font-faces.mjs';

describe('src/web-font.css and the Inter files it names', () => {
  let files;
  beforeAll(async () => {
    files = await webFontFiles();
  });

  it('are what scripts/generate-font-faces.mjs writes (run it after changing the font, its fallbacks or a character of the copy)', () => {
    for (const [path, content] of Object.entries(files)) {
      expect(Buffer.compare(readFileSync(path), Buffer.from(content)), `${path} is stale`).toBe(0);
    }
  });

  it('gives every fallback face size and line metrics, so fallback text takes Inter-sized room', () => {
    const fallbacks = files[WEB_FONT_CSS].split('@font-face').filter((face) => face.includes('Fallback'));
    expect(fallbacks.length).toBeGreaterThanOrEqual(3);
    for (const face of fallbacks) expect(face).toMatch(/ascent-override: [\d.]+%;[\s\S]*descent-override: [\d.]+%;[\s\S]*size-adjust: [\d.]+%;/);
  });

  it('splits the Latin range between the two Inter faces without a gap or an overlap', () => {
    const ranges = [...files[WEB_FONT_CSS].matchAll(/unicode-range: ([^;]+);/g)].map((match) => codePointsOf(match[1]));
    expect(ranges).toHaveLength(2);
    const [site, more] = ranges;
    expect(site.filter((point) => more.includes(point))).toEqual([]);
    expect(site.length + more.length).toBe(new Set([...site, ...more]).size);
    expect([...site, ...more].sort((a, b) => a - b)).toEqual(codePointsOf(LATIN).sort((a, b) => a - b));
  });
});

describe('splitLatin', () => {
  let root;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'copy-'));
    writeFileSync(join(root, 'article.md'), 'Zoë and José meet in Malmö; 5 × 3 ≠ 16');
    writeFileSync(join(root, 'page.test.tsx'), 'expect("Ångström")');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("puts the copy's accented letters in the preloaded face, and leaves tests' and other scripts' characters out", () => {
    const { site, more } = splitLatin(root);
    for (const char of 'ëéö×') {
      expect(site).toContain(char.codePointAt(0));
      expect(more).not.toContain(char.codePointAt(0));
    }
    expect(site).not.toContain('Å'.codePointAt(0));
    expect(more).toContain('Å'.codePointAt(0));
    expect(site).not.toContain('≠'.codePointAt(0));
  });
});

describe('unicodeRangeOf', () => {
  it('writes runs as ranges and lone points alone, in order', () => {
    expect(unicodeRangeOf([0x42, 0x41, 0x43, 0xe9, 0x2026, 0x2013, 0x2014])).toBe('U+0041-0043, U+00E9, U+2013-2014, U+2026');
    expect(codePointsOf(unicodeRangeOf([0x41, 0x43]))).toEqual([0x41, 0x43]);
  });
});
