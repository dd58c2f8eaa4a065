import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the mobile menu and the Services dropdown pass axe while open', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Services menu' }).click();
  let results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('every control is reachable by keyboard with a visible focus indicator', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return 'none';
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toMatch(/^none|0px$/);
  }
});
