import { expect, test, type Page } from '@playwright/test';
// @ts-expect-error: a plain ES module of the build scripts, shared with `npm run bench`
import { pageStyles } from '../../scripts/size-budget.mjs';
import { pageHtml, readDistFile } from './dist-files';
import { allPages } from './spec-routes';

// A phone's first visit: nothing cached, so the web font, the full stylesheet and hydration all
// arrive after the first paint. None of them may move what is on screen.
test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const PAGES = ['/', '/services/seo-ppc-superpowers', '/insights/topical-authority-the-ultimate-competitive-moat'];

/** Every layout shift since navigation (buffered), with the elements that moved. */
async function recordedShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ value: number; sources: string[] }[]>((resolve) => {
        const shifts: { value: number; sources: string[] }[] = [];
        const describe = (node: Node | null) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').slice(0, 3).join('.')}` : ''}` : String(node);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node: Node | null }[] })[]) {
            shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Two frames after the call: buffered entries have been delivered.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)));
      }),
  );
}

for (const path of PAGES) {
  test(`no layout shift at 390 px on ${path}, through font swap, full stylesheet and hydration`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The web font and the full stylesheet have been applied by now.
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() => page.evaluate(() => [...document.styleSheets].some((sheet) => /\/assets\/[^/]+\.css$/.test(sheet.href ?? '') && sheet.cssRules.length > 0)))
      .toBe(true);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await recordedShifts(page)).toEqual([]);
  });
}

// Tailwind's space-* and divide-* rules select `:where(.space-y-3>:not(:last-child))`, which Beasties
// used to judge by nothing (scripts/critical-css-selectors.mjs): a page whose first screen holds a
// spaced list took its spacing only when the full stylesheet arrived (/sitemap's lists of links moved
// by 10-30 px: CLS 0.05 at 390 px). Exact on the build, every page.
test("every page's inline CSS holds the space-* and divide-* rules its elements use", () => {
  const missing: string[] = [];
  for (const path of allPages) {
    const html = pageHtml(path);
    const { linked, inline } = pageStyles(html) as { linked: Array<{ href: string }>; inline: string };
    const full = linked.map((sheet) => readDistFile(sheet.href)).join('');
    const classes = new Set([...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
    for (const [selector, escaped] of full.matchAll(/:where\(\.((?:space|divide)-[^>)]+)>:not\(:last-child\)\)/g)) {
      if (classes.has(escaped.replace(/\\(.)/g, '$1')) && !inline.includes(selector)) missing.push(`${path}: ${selector}`);
    }
  }
  expect(missing).toEqual([]);
});
