/**
 * The database path: with a backend configured, /services and the service pages
 * show what the database holds, not the built-in catalogue; when the database does not answer,
 * the built-in list stays.
 */
import { expect, type Page } from '@playwright/test';
import type postgres from 'postgres';
import { findService } from '../../src/content/services/service-catalogue';
import { test } from './support/database-test';
import { uniqueToken } from './support/site';

const SLUG = 'seo-ppc-superpowers';
const SEED_TITLE = findService(SLUG)!.title;
const SEED_SUBTITLE = findService(SLUG)!.subtitle;

// Page routing must see the REST requests, which a controlling service worker would hide from it.
test.use({ serviceWorkers: 'block' });

test.afterAll(async ({ db }) => {
  await db`update public.service_pages set title = ${SEED_TITLE}, subtitle = ${SEED_SUBTITLE} where slug = ${SLUG}`;
});

/** The database's edit of one service for this test, undone afterwards. */
async function editService(db: postgres.Sql, title: string, subtitle: string): Promise<void> {
  const updated = await db`update public.service_pages set title = ${title}, subtitle = ${subtitle} where slug = ${SLUG} returning id`;
  expect(updated).toHaveLength(1);
}

async function databaseTitles(db: postgres.Sql): Promise<string[]> {
  const rows = await db<{ title: string }[]>`select title from public.service_pages order by created_at`;
  return rows.map((row) => row.title);
}

const portfolio = (page: Page) => page.getByTestId('service-portfolio');
const cardTitles = (page: Page) => portfolio(page).getByTestId('service-card').getByRole('link');

test('the list and a service page show the database rows once the page has loaded', async ({ page, request, db }) => {
  const token = uniqueToken();
  const title = `SEO & PPC, edited in the database ${token}`;
  const subtitle = `A subtitle only the database holds (${token}).`;
  await editService(db, title, subtitle);
  const rest: string[] = [];
  page.on('request', (r) => r.url().includes('/rest/v1/service_pages') && rest.push(r.url()));

  // The prerendered HTML carries the built-in words; the database's arrive after hydration.
  expect(await (await request.get('/services')).text()).not.toContain(token);
  await page.goto('/services');
  await expect(portfolio(page)).toHaveAttribute('data-source', 'database');
  await expect(cardTitles(page)).toHaveText(await databaseTitles(db));
  const card = portfolio(page).locator(`[data-testid="service-card"][data-slug="${SLUG}"]`);
  await expect(card.getByRole('link', { name: title })).toHaveAttribute('href', `/services/${SLUG}`);
  await expect(card).toContainText(subtitle);
  await expect(portfolio(page)).not.toContainText(SEED_TITLE);
  expect(rest.length).toBeGreaterThan(0);

  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/services/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main')).toContainText(subtitle);

  await page.goto(`/services/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('service-detail')).toHaveAttribute('data-slug', SLUG);
});

test('when the database does not answer, the built-in list and words stay', async ({ page, db }) => {
  const token = uniqueToken();
  await editService(db, `Unreachable edit ${token}`, `Unreachable subtitle ${token}.`);
  let aborted = 0;
  let failed = 0;
  await page.route('**/rest/v1/**', (route) => {
    aborted += 1;
    return route.abort('connectionrefused');
  });
  // Each refused request has reached the page once it reports the failure; then its state is final.
  page.on('requestfailed', (request) => request.url().includes('/rest/v1/') && (failed += 1));

  await page.goto('/services');
  await expect.poll(() => aborted).toBeGreaterThan(0);
  await expect.poll(() => failed).toBe(aborted);
  await expect(portfolio(page)).toHaveAttribute('data-state', 'loaded');
  await expect(portfolio(page)).toHaveAttribute('data-source', 'static');
  await expect(portfolio(page).getByTestId('service-card')).toHaveCount(21);
  await expect(portfolio(page).locator(`[data-slug="${SLUG}"]`).getByRole('link')).toHaveText(SEED_TITLE);
  await expect(portfolio(page)).not.toContainText(token);

  const before = aborted;
  await page.goto(`/services/${SLUG}`);
  await expect.poll(() => aborted).toBeGreaterThan(before);
  await expect.poll(() => failed).toBe(aborted);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED_TITLE);
  await expect(page.locator('main')).not.toContainText(token);
});

test("each of the 21 service pages shows the database's words", async ({ page, db }) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  const marker = ` (database ${token})`;
  const rows = await db<{ slug: string; title: string }[]>`
    update public.service_pages set subtitle = subtitle || ${marker} returning slug, title`;
  expect(rows).toHaveLength(21);
  try {
    for (const { slug, title } of rows) {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // The prerendered page carries the catalogue's subtitle; the marked one can only come from the database.
      await expect(page.locator('main')).toContainText(marker);
    }
  } finally {
    await db`update public.service_pages set subtitle = replace(subtitle, ${marker}, '')`;
  }
});
