/**
 * The site sets its text in one scale: 12, 14, 16, 18 and 20 px in regular or semibold, and headings of
 * 24 px and up in bold. Beyond consistency, each size and weight a page uses is one more font the browser
 * prepares in the page's first layout (on Linux a round trip to the browser process each), which is the
 * longest task of a load; a one-off size (15.2 px, 17 px) or weight (500) costs that for a few words.
 */
import { expect, test } from '@playwright/test';

const BODY_SIZES = [12, 14, 16, 18, 20];
const HEADING_SIZES = [24, 30, 36, 48];
const PAGES = [
  '/',
  '/services',
  '/services/seo-ppc-superpowers',
  '/insights',
  '/insights/the-ai-authority-imperative-gartners-50-traffic-decline-prediction',
  '/about',
  '/contact',
  '/outbox',
  '/sitemap',
  '/search',
  '/authority-hub',
  '/privacy',
  '/this/path/does-not-exist',
];

function inScale(size: number, weight: number): boolean {
  if (BODY_SIZES.includes(size)) return weight === 400 || weight === 600;
  return HEADING_SIZES.includes(size) && weight === 700;
}

for (const width of [390, 1280]) {
  test(`at ${width} px every page's text keeps to the type scale`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor();
      const used = await page.evaluate(() => {
        const seen = new Map<string, string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const text = walker.currentNode.textContent?.trim();
          const el = walker.currentNode.parentElement;
          if (!text || !el || el.closest('script, style, template, code, svg') || el.getClientRects().length === 0) continue;
          const style = getComputedStyle(el);
          const key = `${parseFloat(style.fontSize)}/${style.fontWeight}`;
          if (!seen.has(key)) seen.set(key, text.slice(0, 40));
        }
        return [...seen.entries()];
      });
      const outside = used.filter(([key]) => {
        const [size, weight] = key.split('/').map(Number);
        return !inScale(size, weight);
      });
      expect(outside, `${path}: text outside the scale (size px/weight, first words)`).toEqual([]);
      expect(used.length, `${path}: sizes and weights in use`).toBeLessThanOrEqual(13);
    }
  });
}
