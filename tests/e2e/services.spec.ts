import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { findService } from '../../src/content/services/service-catalogue';
import { watchConsole } from './console-guard';
import { serviceSlugs } from './spec-routes';

const DETAIL_SECTIONS = ['The Challenge', 'Our Solution', 'Key Features', 'Key Benefits', 'How It Works', 'Frequently Asked Questions'];
const titleOf = (slug: string) => findService(slug)!.title;


/** Opens a page and waits until React has hydrated it (the header reacts to scrolling). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The JSON-LD nodes of the HTML the server sends (what a crawler that runs no JavaScript reads). */
async function jsonLdOf(request: APIRequestContext, path: string): Promise<Array<Record<string, unknown>>> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

test.describe('/services', () => {
  test('hero, the 21 service cards with links, the three category blocks and the closing call to action', async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, '/services');
    const hero = page.locator('main section').first();
    await expect(hero.getByRole('link', { name: 'Start Your Transformation' })).toHaveAttribute('href', '/contact');
    await expect(hero.getByRole('link', { name: 'Explore Authority Hub' })).toHaveAttribute('href', '/authority-hub');

    const portfolio = page.getByTestId('service-portfolio');
    await expect(portfolio.getByRole('heading', { level: 2 })).toHaveText('Service Portfolio');
    await expect(portfolio).toHaveAttribute('data-state', 'loaded');
    await expect(portfolio).toHaveAttribute('data-source', 'static');
    await expect(page.getByTestId('service-card-placeholder')).toHaveCount(0);
    const cards = portfolio.getByTestId('service-card');
    await expect(cards).toHaveCount(21);
    for (const [i, slug] of serviceSlugs.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('link', { name: titleOf(slug), exact: true })).toHaveAttribute('href', `/services/${slug}`);
      await expect(card).toContainText(findService(slug)!.subtitle);
      await expect(card).toContainText('Learn More');
      await expect(card.locator('svg').first()).toBeVisible();
    }

    const categories = page.getByTestId('service-category');
    await expect(categories.getByRole('heading', { level: 3 })).toHaveText(['Foundation', 'Optimization', 'Intelligence']);
    for (let i = 0; i < 3; i++) {
      const links = categories.nth(i).getByRole('link');
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(serviceSlugs.map((s) => `/services/${s}`)).toContain(href);
      }
    }

    const closing = page.getByTestId('services-call-to-action');
    await expect(closing.locator('a[href="/contact"]')).toBeVisible();
    await expect(closing.locator('a[href="/about"]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a card opens its service page, as a page load (both are islands pages)', async ({ page }) => {
    await open(page, '/services');
    const requests: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && requests.push(r.url()));
    await page.getByTestId('service-card').filter({ hasText: 'Voice Agent Verification' }).click();
    await expect(page).toHaveURL(/\/services\/voice-agent-verification$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Voice Agent Verification');
    expect(requests).toEqual([expect.stringMatching(/\/services\/voice-agent-verification$/)]);
  });

  test('the HTML sent without JavaScript lists every service and its ItemList', async ({ request }) => {
    const html = await (await request.get('/services')).text();
    for (const slug of serviceSlugs) expect(html, slug).toContain(`href="/services/${slug}"`);
    expect(html.match(/data-testid="service-card"/g)).toHaveLength(21);
    const list = (await jsonLdOf(request, '/services')).find((n) => n['@type'] === 'ItemList')!;
    expect((list.itemListElement as unknown[]).length).toBe(21);
  });
});

test.describe('/services/{serviceSlug}', () => {
  for (const slug of serviceSlugs) {
    test(`${slug}: title, hero links and every section`, async ({ page }) => {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(slug));
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
      await expect(hero.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
      await expect(hero.getByTestId('service-hero-icon').locator('svg')).toBeVisible();
      const h2 = await page.locator('main h2').allTextContents();
      expect(h2.filter((t) => DETAIL_SECTIONS.includes(t))).toEqual(DETAIL_SECTIONS);
      await expect(page.getByTestId('service-step')).toHaveCount(4);
      await expect(page.getByTestId('service-faq-item')).toHaveCount(3);
    });
  }

  test('a question opens to show its answer; the page hydrates without warnings', async ({ page }) => {
    const problems = watchConsole(page);
    await open(page, '/services/answer-engine-optimization');
    const item = page.getByTestId('service-faq-item').first();
    const answer = item.locator('p');
    await expect(answer).toBeHidden();
    await item.locator('summary').click();
    await expect(answer).toBeVisible();
    await page.getByRole('link', { name: 'Explore All Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    expect(problems).toEqual([]);
  });

  test('the server sends Service and FAQPage structured data with the firm as provider', async ({ request }) => {
    const nodes = await jsonLdOf(request, '/services/generative-engine-optimization');
    const organization = nodes.find((n) => n['@type'] === 'ProfessionalService')!;
    const service = nodes.find((n) => n['@type'] === 'Service')!;
    expect(service).toMatchObject({ name: 'Generative Engine Optimization', provider: { '@id': organization['@id'] } });
    expect(String(organization['@id'])).toMatch(/\/#organization$/);
    const faq = nodes.find((n) => n['@type'] === 'FAQPage')!;
    const questions = faq.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
    expect(questions.map((q) => q.name)).toEqual(findService('generative-engine-optimization')!.aeoFaqSection.map((f) => f.question));
  });

  test('an unknown slug is an HTTP redirect to /services from the server', async ({ request, page }) => {
    const response = await request.get('/services/not-a-real-service', { maxRedirects: 0 });
    expect([302, 307]).toContain(response.status());
    expect(response.headers().location).toMatch(/\/services$/);
    await page.goto('/services/not-a-real-service');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByTestId('service-card')).toHaveCount(21);
  });
});

for (const width of [390, 1280]) {
  // every-page.spec.ts scans each page as it opens; this is a service page with an answer unfolded.
  test(`axe finds nothing on a service page with an FAQ answer open at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await open(page, '/services/precision-lead-management');
    await page.getByTestId('service-faq-item').first().locator('summary').click();
    expect(await axeViolations(page)).toEqual([]);
  });
}
