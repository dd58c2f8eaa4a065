/** Copy slips once made, as a visitor sees them: About's pain-point cards and the end of /insights. */
import { expect, test } from '@playwright/test';

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("About's pain-point cards name the services that answer them, not a step of the service model", async ({ page }) => {
      await page.goto('/about');
      const painPoints = page.getByTestId('pain-points');
      await expect(painPoints.getByRole('heading', { level: 3 })).toHaveText(['Resource Crunch', 'Visibility Crisis', 'Data Overwhelm', 'Engagement Gap']);
      await expect(painPoints.getByText('Services that answer it', { exact: true })).toHaveCount(4);
      await expect(painPoints.getByText('Services in this step')).toHaveCount(0);
      for (const label of await painPoints.getByText('Services that answer it', { exact: true }).all()) await expect(label).toBeVisible();
      // The service model's six steps keep their own label.
      await expect(page.getByTestId('service-model').getByText('Services in this step', { exact: true })).toHaveCount(6);
    });

    test('/insights ends with the calls to action to /contact and /authority-hub, after the article list', async ({ page }) => {
      await page.goto('/insights');
      const closing = page.getByTestId('insights-closing');
      await closing.scrollIntoViewIfNeeded();
      await expect(closing.getByRole('link', { name: 'Start Your Authority Assessment' })).toHaveAttribute('href', '/contact');
      await expect(closing.getByRole('link', { name: 'Explore Authority Hub' })).toHaveAttribute('href', '/authority-hub');
      await expect(closing.getByRole('link', { name: 'Start Your Authority Assessment' })).toBeVisible();
      await expect(closing.getByRole('link', { name: 'Explore Authority Hub' })).toBeVisible();
      const listBottom = (await page.getByTestId('insights-list').boundingBox())!;
      const closingTop = (await closing.boundingBox())!;
      expect(closingTop.y).toBeGreaterThanOrEqual(listBottom.y + listBottom.height);
      // Nothing of the page's own comes after it: the closing band is the last thing in <main>.
      expect(await page.locator('main').evaluate((main) => main.lastElementChild?.contains(document.querySelector('[data-testid="insights-closing"]')) ?? false)).toBe(true);

      await closing.getByRole('link', { name: 'Explore Authority Hub' }).click();
      await expect(page).toHaveURL(/\/authority-hub$/);
    });
  });
}
