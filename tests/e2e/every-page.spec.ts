import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allPages, notFound } from './spec-routes';
import { watchConsole } from './console-guard';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// One visit per page: hydration without console errors or warnings, then axe at 1280 px and at 390 px.
for (const path of [...allPages, notFound.path]) {
  test(`${path}: hydrates cleanly and passes axe at 1280 and 390 px`, async ({ page }) => {
    const problems = watchConsole(page, { allowNotFoundDocument: path === notFound.path });
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydration is done once the header reacts to scrolling.
    await page.locator('html[data-hydrated]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'false');

    expect(await axeViolations(page), 'axe at 1280 px').toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing may push the page sideways on a phone.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page), 'axe at 390 px').toEqual([]);
    expect(problems).toEqual([]);
  });
}
