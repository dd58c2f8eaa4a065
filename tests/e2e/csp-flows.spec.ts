/** What a visitor does, under the enforced Content-Security-Policy: the map, the chat, both forms, and reading offline through the service worker. */
import { expect, test, type Page } from '@playwright/test';
import { cspViolations, watchCsp } from './csp-guard';
import { alias } from './spec-routes';

// Tests here need the service worker (offline reading, updates); the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await watchCsp(page);
});

/** Waits until React has hydrated the page, so clicks reach its handlers. */
async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  return response;
}

test('the map, the chat and the newsletter work on the home page with 0 CSP violations', async ({ page }) => {
  await open(page, '/');
  // The map's positions are style attributes of the prerendered HTML, allowed by their hashes.
  const card = page.locator('[data-testid="map-diagram"] [data-map-card][data-slug="seo-ppc-superpowers"]');
  expect(await card.evaluate((el) => getComputedStyle(el.closest('li')!).left)).not.toBe('auto');
  await card.hover();
  await expect(page.getByRole('region', { name: 'Service details' }).getByTestId('map-panel-title')).toHaveText('SEO & PPC Superpowers');

  await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
  const chat = page.getByRole('dialog', { name: 'Ascend AI Assistant' });
  await chat.getByRole('group', { name: 'Suggested questions' }).getByRole('button', { name: 'what is AEO/GEO' }).click();
  await expect(chat.locator('[data-message-role="assistant"] p').nth(1)).toContainText('Answer engine optimization (AEO)');

  const newsletter = page.getByTestId('newsletter-compact').getByRole('form');
  await newsletter.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await newsletter.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
  await newsletter.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  await newsletter.getByRole('checkbox').check();
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByRole('status')).toContainText('Success!');
  expect(await cspViolations(page)).toEqual([]);
});

test('the contact form keeps a submission on the device with 0 CSP violations', async ({ page }) => {
  await open(page, '/contact');
  const form = page.getByRole('form', { name: 'Tell us about your goals' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Jane Smith');
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill('jane@acme.com');
  await form.getByRole('textbox', { name: 'Project Details', exact: true }).fill('We want AI answer engines to cite us.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toContainText("Your message has been received! We'll respond within 24 hours.");
  expect(await cspViolations(page)).toEqual([]);
});

test('offline, pages come from the precache with their policy, the alias still redirects, a visited placeholder stays readable', async ({ page, context }) => {
  await open(page, '/about');
  const aboutHeading = await page.getByRole('heading', { level: 1 }).textContent();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
  expect((await open(page, '/research/visited-before-going-offline'))?.status()).toBe(404);

  await context.setOffline(true);
  const about = await open(page, '/about');
  expect(about?.headers()['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutHeading!);

  await open(page, alias.path);
  await expect(page).toHaveURL(new RegExp(`${alias.target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-E-A-T Evolution: Building Authority in the Generative AI Era');

  await open(page, '/research/visited-before-going-offline');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Report');
  await expect(page.getByText('Coming Soon - Downloadable research report', { exact: true })).toBeVisible();

  await page.goto('/research/never-visited');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
  expect(await cspViolations(page)).toEqual([]);
});
