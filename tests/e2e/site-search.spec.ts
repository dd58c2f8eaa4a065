/** Site search: the header button and Ctrl/Cmd-K, keyboard-only use, axe with the dialog open, /search, offline after a first visit, and the chat's "Read more". */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console-guard';

// Tests here need the service worker (offline reading, updates); the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const ZERO_CLICK = '/insights/zero-click-searches-the-new-reality-of-information-discovery';
const ZERO_CLICK_TITLE = 'Zero-Click Searches: The New Reality of Information Discovery';
// Opening of the local AEO/GEO fallback reply (src/features/chat/fallback/fallback-copy.ts); no backend in this build.
const AEO_REPLY = 'Answer engine optimization (AEO) makes your content the direct answer';

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search the site' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' });
const field = (page: Page) => dialog(page).getByRole('searchbox', { name: 'Search services, insights and guides' });
const results = (page: Page) => dialog(page).getByRole('list', { name: 'Search results' }).getByRole('link');

async function hydrated(page: Page, path = '/') {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
}

for (const width of [390, 1280]) {
  test(`at ${width} px the header button and Ctrl/Cmd-K open search; Escape closes it and gives focus back`, async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 844 });
    await hydrated(page);
    await expect(searchButton(page)).toBeVisible();

    await searchButton(page).click();
    await expect(dialog(page)).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.locator('main').focus();
      await page.keyboard.press(shortcut);
      await expect(dialog(page), shortcut).toBeVisible();
      await field(page).fill('technical seo');
      await expect(results(page).first()).toContainText('Technical SEO Architecture');
      await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results? for “technical seo”$/);
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden();
    }
    expect(problems).toEqual([]);
  });
}

// Search's files as the page asks for them (its worker's requests included), each named without its content hash.
function watchSearchLoads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(site-search-index-.*\.json|search-dialog-.*\.js|search-worker-.*\.js|load-site-search-.*\.js)$/.test(file)) asked.push(file.split('-').slice(0, -1).join('-'));
  });
  return asked;
}
// Search's code (its worker and the dialog, not the index) loads while the page is idle, so that a tap finds it ready.
const IDLE_FILES = ['search-dialog', 'search-worker'];
const FIRST_OPEN_FILES = ['search-dialog', 'search-worker', 'site-search-index'];

// The visitor's intent, and how they then open search: each starts the downloads before the open.
const INTENTS = [
  { intent: 'the pointer comes onto the button, before the click', path: '/', show: (page: Page) => searchButton(page).hover(), open: (page: Page) => searchButton(page).click() },
  { intent: 'the button gets focus (Enter follows)', path: '/about', show: (page: Page) => searchButton(page).focus(), open: (page: Page) => page.keyboard.press('Enter') },
];

for (const { intent, path, show, open } of INTENTS) {
  test(`search's index starts loading when ${intent}, never with the page; its code while the page is idle`, async ({ page }) => {
    const asked = watchSearchLoads(page);
    await hydrated(page, path);
    // Settled: the page, its islands and its idle work have all loaded.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => [...asked].sort()).toEqual(IDLE_FILES);

    await show(page);
    await expect.poll(() => [...asked].sort()).toEqual(FIRST_OPEN_FILES);
    await expect(dialog(page)).toBeHidden();
    await open(page);
    await field(page).fill('zero click');
    await expect(results(page).first()).toContainText(ZERO_CLICK_TITLE);
  });
}

// src/features/search/search-texts.ts
const UNAVAILABLE = 'Search is not available on this device yet. Connect to the internet once and it will work offline from then on.';

test.describe('without a service worker', () => {
  test.use({ serviceWorkers: 'block' });
  const FAILURES = [
    { what: "the index's download fails (offline before a first visit)", files: '**/site-search-index-*.json' },
    { what: "search's worker cannot start (a page left open across a release)", files: '**/search-worker-*.js' },
  ];
  for (const { what, files } of FAILURES) {
    test(`when ${what}, the dialog says search is not available, and the next query tries again`, async ({ page }) => {
      await page.route(files, (route) => route.abort('internetdisconnected'));
      await hydrated(page);
      await searchButton(page).click();
      await field(page).fill('zero click');
      await expect(dialog(page).getByRole('status')).toHaveText(UNAVAILABLE);
      await expect(results(page)).toHaveCount(0);

      await page.unroute(files);
      await field(page).fill('zero click searches');
      await expect(results(page).first()).toContainText(ZERO_CLICK_TITLE);
      await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results? for “zero click searches”$/);
    });
  }
});

test('keyboard only: type, arrow to a result, Enter opens the page at its section; Tab stays inside the dialog', async ({ page }) => {
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('zero click');
  await expect(results(page).first()).toContainText(ZERO_CLICK_TITLE);
  await expect(results(page).first().locator('mark').first()).toHaveText(/zero|click/i);
  await expect(results(page).first()).toContainText('Insight');

  // Focus is trapped: tabbing past the last control comes back to the field.
  const controls = await dialog(page).locator('input, button, a[href]').count();
  for (let i = 0; i < controls; i++) await page.keyboard.press('Tab');
  await expect(field(page)).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(results(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results(page).nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${ZERO_CLICK}(#.+)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZERO_CLICK_TITLE);
  await expect(dialog(page)).toBeHidden();
});

test('Enter in the search field, without arrowing to a result, opens the first result', async ({ page }) => {
  const problems = watchConsole(page);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('zero click');
  await expect(results(page).first()).toContainText(ZERO_CLICK_TITLE);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${ZERO_CLICK}(#.+)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZERO_CLICK_TITLE);
  expect(problems).toEqual([]);
});

// A question of the SEO & PPC page's FAQ, a collapsed <details> (src/content/services/catalogue/seo-ppc-superpowers.ts).
const SEO_PPC = '/services/seo-ppc-superpowers';
const FAQ_QUESTION = 'Should I run SEO and PPC together or choose one?';
const FAQ_ANCHOR = 'faq-should-i-run-seo-and-ppc-together-or-choose-one';
const OTHER_QUESTION = 'How long before SEO and PPC changes show results?';
const faqItem = (page: Page, question: string) => page.getByTestId('service-faq-item').filter({ has: page.getByText(question, { exact: true }) });

test('a result about an FAQ question lands on that question, opened, in view; so does a later one on the same page', async ({ page }) => {
  const problems = watchConsole(page);
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('run seo and ppc together or choose one');
  await expect(results(page).first()).toHaveAttribute('href', `${SEO_PPC}#${FAQ_ANCHOR}`);
  await expect(results(page).first()).toContainText(FAQ_QUESTION);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${SEO_PPC}#${FAQ_ANCHOR}$`));
  const item = faqItem(page, FAQ_QUESTION);
  await expect(item).toHaveAttribute('open', '');
  await expect(item.getByText(/^Run them together if you can fund both/)).toBeInViewport();
  // Only the question asked about opens.
  await expect(faqItem(page, OTHER_QUESTION)).not.toHaveAttribute('open');

  // Searching again from this page: the address's fragment changes, the page does not load again.
  await page.locator('html[data-hydrated]').waitFor();
  await page.keyboard.press('Control+k');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('how long before seo and ppc changes show results');
  await expect(results(page).first()).toHaveAttribute('href', /#faq-how-long-before-seo-and-ppc-changes-show-results$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#faq-how-long-before-seo-and-ppc-changes-show-results$/);
  await expect(faqItem(page, OTHER_QUESTION)).toHaveAttribute('open', '');
  await expect(faqItem(page, OTHER_QUESTION).getByText(/^Paid search changes show results within days/)).toBeInViewport();
  expect(problems).toEqual([]);
});

test('a link to an FAQ question from another site or a bookmark opens it as the page loads', async ({ page }) => {
  await page.goto(`${SEO_PPC}#${FAQ_ANCHOR}`);
  await expect(faqItem(page, FAQ_QUESTION)).toHaveAttribute('open', '');
  await expect(faqItem(page, FAQ_QUESTION).getByText(/^Run them together if you can fund both/)).toBeInViewport();
});

test('axe finds nothing with the dialog open and showing results, at 390 and 1280 px', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await hydrated(page);
    await searchButton(page).click();
    await field(page).fill('marketing automation');
    await expect(results(page).first()).toBeVisible();
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});

test('/search is a plain GET form in the prerendered HTML; ?q= shows the query and its results, and no results is said politely', async ({ page, request }) => {
  const html = await (await request.get('/search')).text();
  expect(html).toMatch(/<form[^>]*action="\/search"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/search"/);
  expect(html).toMatch(/<input[^>]*name="q"/);
  expect(html).toContain('<meta name="robots" content="noindex');

  const problems = watchConsole(page);
  await page.goto('/search?q=voice+agents');
  const input = page.getByRole('main').getByRole('searchbox', { name: 'Search services, insights and guides' });
  await expect(input).toHaveValue('voice agents');
  const list = page.getByRole('list', { name: 'Search results' });
  await expect(list.getByRole('link').first()).toContainText('Voice Agent Verification');

  await input.fill('xylophone quasar');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=xylophone(\+|%20)quasar$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^No results for “xylophone quasar”/);
  expect(problems).toEqual([]);
});

test('offline after a first visit: search finds an article and opens it, and the chat fallback ends with working Read more links', async ({ page, context }) => {
  await hydrated(page);
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  // The worker has installed its precache (the index included) once it controls the page.
  await context.setOffline(true);

  await searchButton(page).click();
  await field(page).fill('zero click');
  await expect(results(page).first()).toContainText(ZERO_CLICK_TITLE);
  await results(page).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ZERO_CLICK_TITLE);

  await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Ascend AI Assistant' });
  await panel.getByRole('textbox', { name: 'Type your message' }).fill('what is AEO/GEO');
  await panel.getByRole('textbox', { name: 'Type your message' }).press('Enter');
  const reply = panel.locator('[data-message-role="assistant"]').nth(1);
  await expect(reply.locator('p').first()).toContainText(AEO_REPLY);
  // SPEC's reply is unchanged: the links come after it, in their own list.
  await expect(reply.locator('p').first()).not.toContainText('Read more');
  const readMore = reply.getByRole('list', { name: 'Read more' }).getByRole('link');
  await expect(readMore).toHaveCount(3);
  const first = await readMore.first().textContent();
  const href = await readMore.first().getAttribute('href');
  expect(href).toMatch(/^\/(services|insights|authority-hub)\//);
  await readMore.first().click();
  await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]}(#.+)?$`));
  // A link names its page, then the section it lands on ("Title: Section").
  const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  expect(first!.trim().startsWith(title), `"${first}" names the page "${title}"`).toBe(true);
});
