/** The offline page keeps its promise: once the connection is back it opens the page that was asked for. */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

// Tests here need the service worker (offline reading, updates); the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });


async function waitForServiceWorkerControl(page: Page) {
  await page.goto('/');
  // `ready` resolves on activation; going offline needs the worker to actually control this page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("the offline page offers 'Try again' to the page asked for and opens it when the connection returns", async ({ page, context }) => {
      await waitForServiceWorkerControl(page);
      await context.setOffline(true);
      const asked = '/case-studies/regional-law-firm';
      await page.goto(asked);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
      expect(new URL(page.url()).searchParams.get('from')).toBe(asked);
      await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', asked);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await context.setOffline(false);
      await expect(page).toHaveURL(new RegExp(`${asked}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Details');
    });

    test('reloading the offline page once connected opens the page asked for; a foreign `from` is never followed', async ({ page }) => {
      await waitForServiceWorkerControl(page);
      await page.goto(`/offline?from=${encodeURIComponent('/research/ai-citation-index-2026')}`);
      await expect(page).toHaveURL(/\/research\/ai-citation-index-2026$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Report');

      await page.goto(`/offline?from=${encodeURIComponent('//evil.example/x')}`);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
      await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/offline');
    });
  });
}

test('a return that fails (the link drops again and the page falls back offline) is tried again after a short pause, not never', async ({ page, context }) => {
  await waitForServiceWorkerControl(page);
  const asked = '/case-studies/regional-law-firm';
  await context.setOffline(true);
  await page.goto(asked);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', asked);

  // The site answers the offline page's check, then the page itself fails once: the worker sends the
  // visitor back to the offline page, which must try again by itself.
  let pageLoads = 0;
  await context.route(`**${asked}`, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    pageLoads += 1;
    return pageLoads === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await context.setOffline(false);
  await expect.poll(() => pageLoads, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await expect(page).toHaveURL(new RegExp(`${asked}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Study Details');
  expect(pageLoads).toBe(2);
});
