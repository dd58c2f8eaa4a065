import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { allPages, notFoundDocuments } from './spec-routes';
import { watchConsole } from './console-guard';
import { cspViolations, watchCsp } from './csp-guard';



// One visit per page: hydration without console errors or warnings under the enforced
// Content-Security-Policy (no violation), then axe at 1280 px and at 390 px.
for (const path of [...allPages, ...notFoundDocuments]) {
  test(`${path}: hydrates cleanly under its CSP and passes axe at 1280 and 390 px`, async ({ page }) => {
    const isPage = allPages.includes(path);
    const problems = watchConsole(page, { allowNotFoundDocument: !isPage });
    await watchCsp(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(isPage ? 200 : 404);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
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
    expect(await cspViolations(page), 'CSP violations').toEqual([]);
    expect(problems).toEqual([]);
  });
}
