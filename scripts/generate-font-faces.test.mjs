import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_CSS, webFontCss } from './generate-font-faces.mjs';

describe('src/web-font.css', () => {
  it('is what scripts/generate-font-faces.mjs writes (run it after changing the font or its fallbacks)', async () => {
    expect(readFileSync(WEB_FONT_CSS, 'utf8')).toBe(await webFontCss());
  });

  it('gives every fallback face size and line metrics, so fallback text takes Inter-sized room', async () => {
    const css = await webFontCss();
    const fallbacks = css.split('@font-face').filter((face) => face.includes('Fallback'));
    expect(fallbacks.length).toBeGreaterThanOrEqual(3);
    for (const face of fallbacks) expect(face).toMatch(/ascent-override: [\d.]+%;[\s\S]*descent-override: [\d.]+%;[\s\S]*size-adjust: [\d.]+%;/);
  });
});
