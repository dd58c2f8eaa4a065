/**
 * The page's scripts start after it has loaded, so on trade-show Wi-Fi its buttons are on screen before
 * React can answer them. A tap on the chat launcher, the search button or the Services menu in that window
 * is carried out once the page has hydrated (src/lib/early-tap.ts), not lost.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { holdScripts } from './hold-scripts';

/** Opens `path` with its scripts held, taps `control` while the page is still prerendered HTML, then lets the scripts in. */
async function tapBeforeHydration(page: Page, path: string, control: (page: Page) => Locator) {
  const releaseScripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await control(page).click();
  expect(await page.locator('html[data-hydrated]').count(), 'tapped before hydration').toBe(0);
  releaseScripts();
  await page.locator('html[data-hydrated]').waitFor();
}

const chatLauncher = (page: Page) => page.getByRole('button', { name: 'Chat with our AI assistant' });
const chatPanel = (page: Page) => page.getByRole('dialog', { name: 'Ascend AI Assistant' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search the site' });
const servicesMenu = (page: Page) => page.getByRole('button', { name: 'Services menu' });

test('at 390 px the chat opens for a tap on its launcher made before the page hydrated, once', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await tapBeforeHydration(page, '/insights', chatLauncher);
  await expect(chatPanel(page)).toBeVisible();
  await expect(chatLauncher(page)).toBeHidden();

  // The remembered tap is spent: closed, the chat stays closed until tapped again.
  await chatPanel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(chatPanel(page)).toBeHidden();
  await expect(chatLauncher(page)).toBeFocused();
  await page.waitForTimeout(500);
  await expect(chatPanel(page)).toBeHidden();
  expect(problems).toEqual([]);
});

test('at 390 px search opens for a tap on its header button made before the page hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await tapBeforeHydration(page, '/services', searchButton);
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox', { name: 'Search services, insights and guides' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('at 1280 px the Services menu opens for a tap on its button made before the page hydrated', async ({ page }) => {
  const problems = watchConsole(page);
  await tapBeforeHydration(page, '/about', servicesMenu);
  await expect(servicesMenu(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'View all services' })).toBeVisible();
  // Then it works as a disclosure: the same button closes it.
  await servicesMenu(page).click();
  await expect(page.getByRole('link', { name: 'View all services' })).toBeHidden();
  expect(problems).toEqual([]);
});
