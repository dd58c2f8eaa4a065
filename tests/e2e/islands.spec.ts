// Every page is an islands page (a route with staticData.islands, or the not-found page): it loads no client
// router; only the parts that need the client hydrate, each on its own root (src/islands), and links load pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console-guard';
import { dist } from './dist-files';
import { announcedExpanded } from './expanded-state';

const NOT_FOUND_PAGES = ['/no-such-page', '/case-studies/not-written-yet'];
const ISLANDS_PAGES = [
  '/',
  '/services',
  '/services/seo-ppc-superpowers',
  '/contact',
  '/about',
  '/privacy',
  '/terms',
  '/authority-hub',
  '/authority-hub/guides',
  '/authority-hub/topical-authority-architecture',
  '/case-studies',
  '/research',
  '/csr-initiatives',
  '/insights/zero-click-searches-the-new-reality-of-information-discovery',
  '/insights',
  '/search',
  '/sitemap',
  '/offline',
  '/outbox',
  ...NOT_FOUND_PAGES,
];
const CONSENT =
  'I consent to receive marketing communications from Ascend Strategy Consulting about AI marketing insights and services. You can unsubscribe at any time.';
const THANKS = "Thank you for subscribing! You'll receive our latest AI marketing insights.";

/** The site's client entry, its script and preloads, as the build gave them to the prerender. */
const entry = JSON.parse(readFileSync(join(dist, '../dist-server/client-assets.json'), 'utf8')) as { modulePreloads: string[]; scripts: Array<{ src: string }> };
const entryFiles = [...entry.scripts.map((script) => script.src), ...entry.modulePreloads];
// The client router's code: its history keys (and scroll restoration) are spelled __TSR_key.
const ROUTER_MARK = '__TSR_key';
// React DOM's client: it keys the root it makes on a container __reactContainer$<random>.
const REACT_DOM_MARK = '__reactContainer$';

/** The prerendered documents in dist/ (pages and the 404 documents), as paths inside it. */
const prerenderedDocuments = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.replace(/\\/g, '/')}`);

/** The paths of the scripts the page has fetched. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

/** A mark on the document: gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

for (const path of ISLANDS_PAGES) {
  test(`${path} hydrates its islands with the site's entry, without the router, and without a warning`, async ({ page }) => {
    // The not-found documents are answered with status 404, which Chromium logs.
    const problems = watchConsole(page, { allowNotFoundDocument: NOT_FOUND_PAGES.includes(path) });
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor();
    const scripts = await scriptsLoaded(page);
    expect(scripts).toEqual(expect.arrayContaining(entryFiles));
    expect(scripts.filter((file) => readFileSync(join(dist, file), 'utf8').includes(ROUTER_MARK))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('at 390 px the mobile menu of an islands page opens, marks its section current, and its link loads the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/authority-hub/guides');
  await page.locator('html[data-hydrated]').waitFor();
  await markDocument(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  await expect.poll(() => announcedExpanded(page, 'Close menu')).toBe(true);
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['Authority Hub']);
  await menu.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
});

test('at 1280 px the Services menu and the search of an islands page work, and a result loads its page', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/terms');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Services menu' }).click();
  await expect(page.getByRole('link', { name: 'View all services' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'View all services' })).toBeHidden();

  await page.getByRole('button', { name: /search/i }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('answer engine optimization');
  const first = dialog.locator('[data-search-result]').first();
  await expect(first).toBeVisible();
  const target = new URL((await first.getAttribute('href'))!, page.url()).pathname;
  await markDocument(page);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${target}(#.*)?$`));
  expect(await sameDocument(page)).toBe(false);
  expect(problems).toEqual([]);
});

test("an islands page's footer newsletter stores a signup on the device and says so", async ({ page }) => {
  await page.goto('/case-studies');
  await page.locator('html[data-hydrated]').waitFor();
  const form = page.getByTestId('newsletter-compact').getByRole('form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await form.getByRole('textbox', { name: 'Email address' }).fill('grace@example.com');
  await form.getByRole('checkbox', { name: CONSENT }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('status')).toContainText(`${THANKS} (Subscription confirmed - will sync when connection is restored)`);
});

test("an islands page's chat opens and the local fallback answers", async ({ page }) => {
  await page.goto('/research');
  await page.locator('html[data-hydrated]').waitFor();
  await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Ascend AI Assistant' });
  await expect(panel).toBeVisible();
  await panel.getByRole('textbox', { name: 'Type your message' }).fill('How much does it cost?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(panel.locator('[data-message-role="assistant"] p').nth(1)).toContainText('Pricing depends on scope', { timeout: 10_000 });
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an islands page opens from the service worker and its islands hydrate', async ({ page, context }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    await context.setOffline(true);
    await page.goto('/authority-hub/guides');
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('button', { name: 'Services menu' }).click();
    await expect(page.getByRole('link', { name: 'View all services' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test("every prerendered document loads the site's entry, and no client chunk holds the router's code", () => {
  const documents = prerenderedDocuments();
  expect(documents.length).toBeGreaterThan(55);
  const withoutEntry = documents.filter((file) => !readFileSync(join(dist, file), 'utf8').includes(`"${entry.scripts[0].src}"`));
  expect(withoutEntry).toEqual([]);
  // The mark is in the router's code: the server renders every page with it.
  expect(readFileSync(join(dist, '../dist-server/entry-server.js'), 'utf8')).toContain(ROUTER_MARK);
  const chunks = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(20);
  expect(chunks.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes(ROUTER_MARK))).toEqual([]);
});

test("React DOM, imported only when hydration starts, is still fetched with the page: every document's start-up preloads its chunk", () => {
  const reactDom = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes(REACT_DOM_MARK));
  expect(reactDom).toHaveLength(1);
  expect(entry.modulePreloads).toContain(`/assets/${reactDom[0]}`);
  const withoutIt = prerenderedDocuments().filter((file) => !readFileSync(join(dist, file), 'utf8').includes(`"/assets/${reactDom[0]}"`));
  expect(withoutIt).toEqual([]);
});
