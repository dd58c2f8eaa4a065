/**
 * The page's scripts start after it has loaded, so on trade-show Wi-Fi its buttons are on screen before
 * React can answer them. A tap on the chat launcher, the search button or the Services menu in that window
 * is carried out once the page has hydrated (src/lib/early-tap.ts), not lost. Nor is where the visitor
 * has got to: a page scrolled, or a section opened from its list, in that window stays where it is.
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

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Where the words in the middle of the screen are, by the element drawn there (marked the first time).
 * What the visitor sees is the measure, not scrollY: when blocks above the screen are rendered at their
 * real height (content-visibility), the browser's scroll anchoring moves scrollY to keep the view still.
 */
const middleTop = (page: Page) =>
  page.evaluate(() => {
    let marked = document.querySelector('[data-test-middle]');
    if (!marked) {
      marked = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)!;
      marked.setAttribute('data-test-middle', '');
    }
    return Math.round(marked.getBoundingClientRect().top);
  });

/** Lets the held scripts in and expects the page, once hydrated, to show what it showed before (middleTop `seen`). */
async function hydrateKeepingView(page: Page, releaseScripts: () => void, seen: number) {
  expect(await page.locator('html[data-hydrated]').count(), 'before hydration').toBe(0);
  releaseScripts();
  await page.locator('html[data-hydrated]').waitFor();
  // The router's first render is done with the hydration; the header then answers scrolling.
  await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
  expect(Math.abs((await middleTop(page)) - seen)).toBeLessThanOrEqual(2);
}

for (const path of ['/insights/the-ai-authority-imperative-why-traditional-seo-is-dead', '/services/seo-ppc-superpowers']) {
  test(`at 390 px ${path} scrolled before it hydrated stays where the visitor is`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const releaseScripts = await holdScripts(page);
    await page.goto(path);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBe(1500);
    await hydrateKeepingView(page, releaseScripts, await middleTop(page));
    // And client navigation still starts the next page at its top.
    await page.locator('footer a[href="/sitemap"]').click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(problems).toEqual([]);
  });
}

test('at 1280 px a section opened from "On this page" before the page hydrated, then read on from, stays where the visitor is', async ({ page }) => {
  const problems = watchConsole(page);
  const releaseScripts = await holdScripts(page);
  await page.goto('/privacy');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Your choices and rights', exact: true }).click();
  await expect(page).toHaveURL(/#your-choices-and-rights$/);
  await expect(page.getByRole('heading', { name: 'Your choices and rights', exact: true, level: 2 })).toBeInViewport();
  // The visitor reads on, a screen further down.
  const atSection = await scrollY(page);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => scrollY(page)).toBe(atSection + 700);
  await hydrateKeepingView(page, releaseScripts, await middleTop(page));
  expect(problems).toEqual([]);
});
