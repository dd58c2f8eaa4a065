import { expect, test, type Page } from '@playwright/test';

// A phone's first visit: nothing cached, so the web font and hydration may arrive after the first
// paint. Neither may move what is on screen.
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
  test(`no layout shift at 390 px on ${path}, through font swap and hydration`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await recordedShifts(page)).toEqual([]);
  });
}
