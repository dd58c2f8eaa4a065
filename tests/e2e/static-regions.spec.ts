import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { HOME_SECTION_HEADINGS } from './home-sections';

// Home and /services hydrate only what is interactive (the map, the portfolio, the layout); the
// sections around it are server-rendered regions the client keeps as HTML (src/components/static-html.tsx),
// and the client router fetches them when it renders those pages after a client-side navigation.

/** Words that are only in those regions: a page's scripts must not carry them. */
const REGION_WORDS: Record<string, string[]> = {
  '/': ['Four business challenges we solve', 'Resource Crunch', 'Two engines behind the results', 'New Success Metrics'],
  '/services': ['Three layers of AI authority', 'The technical and structural base that lets search', 'Not sure where to start?'],
};

/**
 * Opens `path` and returns the text of every script it loads until it has hydrated and settled: the
 * last script every page fetches is the outbox question, once the page is idle (src/main.tsx).
 */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  const settled = page.waitForResponse((response) => /\/outbox-presence-[\w-]+\.js$/.test(response.url()));
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  await settled;
  return Promise.all(bodies);
}

/** A client-side navigation keeps this marker; a page load loses it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { regionMarker: number }).regionMarker = 1));
const stillMarked = (page: Page) => page.evaluate(() => (window as unknown as { regionMarker?: number }).regionMarker === 1);

for (const [path, words] of Object.entries(REGION_WORDS)) {
  test(`${path}: the static sections arrive as HTML and no script the page loads carries their words`, async ({ page }) => {
    const scripts = await scriptsOf(page, path);
    expect(scripts.length).toBeGreaterThan(2);
    for (const word of words) {
      await expect(page.locator('main').getByText(word).first(), word).toBeVisible();
      expect(scripts.filter((script) => script.includes(word)).length, word).toBe(0);
    }
  });
}

test('under the client router their links load the next page ahead on hover and navigate without a page load; the sections come back after one', async ({ page }) => {
  const problems = watchConsole(page);
  // / and /services are islands pages, which load each page as a document: the client router runs from a
  // router page, and then renders them too, their static sections fetched.
  await page.goto('/insights');
  await page.locator('html[data-hydrated]').waitFor();
  await mark(page);
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('main h2')).toHaveText(HOME_SECTION_HEADINGS);

  // Hovering "Explore Services" in the home hero runs /services's loader, which fetches its sections.
  const sectionsFetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/services' && request.resourceType() === 'fetch');
  const hero = page.locator('main section').first();
  await hero.getByRole('link', { name: 'Explore Services' }).hover();
  await sectionsFetched;
  await hero.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Marketing Services Built to Compound Authority');
  await expect(page.getByTestId('service-category').getByRole('heading', { level: 3 })).toHaveText(['Foundation', 'Optimization', 'Intelligence']);
  await expect(page.getByTestId('service-card')).toHaveCount(21);

  // Back to the home page through the header's logo: its sections are fetched and shown again.
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('main h2')).toHaveText(HOME_SECTION_HEADINGS);
  await expect(page.getByTestId('core-service')).toHaveCount(2);
  await page.getByTestId('core-service').first().getByRole('link', { name: 'Explore AI Content Creation' }).click();
  await expect(page).toHaveURL(/\/services\/ai-content-creation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Content Creation');
  expect(await stillMarked(page)).toBe(true);
  expect(problems).toEqual([]);
});

test("the footer's directory stays through client-side navigations, its link to the current page marked as the router's links are", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/insights');
  await page.locator('html[data-hydrated]').waitFor();
  await mark(page);
  const footer = page.locator('footer');
  const current = () => footer.locator('[aria-current="page"]');
  await expect(current()).toHaveText(['Insights']);

  await footer.getByRole('link', { name: 'Case Studies', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies');
  await expect(current()).toHaveText(['Case Studies']);
  await expect(footer.getByRole('link', { name: 'Insights', exact: true })).not.toHaveAttribute('aria-current', 'page');

  await footer.getByRole('link', { name: 'SEO & PPC Superpowers', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SEO & PPC Superpowers');
  await expect(current()).toHaveText(['SEO & PPC Superpowers']);
  for (const column of ['Core Services', 'Marketing Services', 'Technology Solutions', 'Strategic Services']) {
    await expect(footer.getByRole('heading', { name: column })).toBeVisible();
  }
  expect(await stillMarked(page)).toBe(true);
  expect(problems).toEqual([]);
});

test("shown after a client-side navigation, the sections keep their inline styles without breaking that page's CSP", async ({ page }) => {
  const problems = watchConsole(page);
  // /contact's policy allows its own style attributes by hash, not the home page's.
  await page.goto('/contact');
  await page.locator('html[data-hydrated]').waitFor();
  await page.locator('header a[href="/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead Generation That AI Engines Trust');
  const meters = page.getByTestId('success-metric');
  await expect(meters).toHaveCount(4);
  const widths = await meters.evaluateAll((all) => all.map((meter) => (meter.firstElementChild as HTMLElement).style.width));
  expect(widths).toEqual(['85%', '72%', '91%', '68%']);
  expect(problems).toEqual([]);
});
