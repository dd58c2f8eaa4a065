import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { HOME_SECTION_HEADINGS } from './home-sections';

// Home and /services hydrate only what is interactive (the map, the portfolio, the shared parts); the
// sections around it are server-rendered HTML that no script carries. Every page is an islands page, so a
// link loads the next page's document, sections and all.

/** Words that are only in those regions: a page's scripts must not carry them. */
const REGION_WORDS: Record<string, string[]> = {
  '/': ['Four business challenges we solve', 'Resource Crunch', 'Two engines behind the results', 'New Success Metrics'],
  '/services': ['Three layers of AI authority', 'The technical and structural base that lets search', 'Not sure where to start?'],
};

/**
 * Opens `path` and returns the text of every script it loads until it has hydrated and settled: the
 * last script every page fetches is the outbox question, once the page is idle (src/start-background-work.ts).
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

test('their links open the next page with its sections: home to /services, back by the logo, on to a service', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/insights');
  await page.locator('html[data-hydrated]').waitFor();
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('main h2')).toHaveText(HOME_SECTION_HEADINGS);

  const hero = page.locator('main section').first();
  await hero.getByRole('link', { name: 'Explore Services' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Marketing Services Built to Compound Authority');
  await expect(page.getByTestId('service-category').getByRole('heading', { level: 3 })).toHaveText(['Foundation', 'Optimization', 'Intelligence']);
  await expect(page.getByTestId('service-card')).toHaveCount(21);

  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('main h2')).toHaveText(HOME_SECTION_HEADINGS);
  await expect(page.getByTestId('core-service')).toHaveCount(2);
  await page.getByTestId('core-service').first().getByRole('link', { name: 'Explore AI Content Creation' }).click();
  await expect(page).toHaveURL(/\/services\/ai-content-creation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Content Creation');
  expect(problems).toEqual([]);
});

test("the footer's directory marks the link to the current page on each page a footer link opens", async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/insights');
  await page.locator('html[data-hydrated]').waitFor();
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
  expect(problems).toEqual([]);
});

test("opened by a link from /contact, home's sections keep their inline styles without breaking either page's CSP", async ({ page }) => {
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
