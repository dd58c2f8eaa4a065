/**
 * What a visitor types the moment a form appears, on a phone's CPU (Chromium at 4x), is what gets stored:
 * nothing is wiped when the form's island hydrates, and a Send pressed before then is carried out once,
 * with what was typed. Also a fill at `load` (what autofill and password managers do), a repeat visit
 * served offline by the service worker, and a form whose code cannot be fetched.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from './console-guard';
import { storedRecords } from './stored-records';
import { openSlowly, phoneCpu, typeAsSoonAsAttached, typeContactAndSend, typeSignupAndSend } from './early-typing';

const STORED =
  "Your message has been received! We'll respond within 24 hours. (Stored locally - will sync when connection is restored)";
const SUBSCRIBED = "Thank you for subscribing! You'll receive our latest AI marketing insights. (Subscription confirmed - will sync when connection is restored)";
const CONSENT =
  'I consent to receive marketing communications from Ascend Strategy Consulting about AI marketing insights and services. You can unsubscribe at any time.';
const UNAVAILABLE = 'The form could not finish loading. Your message is still here: check your connection and press Send Message again.';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Tell us about your goals' });

const DANA = { name: 'Dana Whitfield', email: 'dana@whitfield.co', service: 'aeo-geo-strategy', message: 'Cited by answer engines, please.' };
const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

/** Fills the whole form at once, as autofill or a password manager does, and presses Send. */
async function fillContactAndSend(form: Locator) {
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(DANA.name);
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(DANA.email);
  await form.getByRole('combobox', { name: 'Service of Interest' }).selectOption(DANA.service);
  await form.getByRole('textbox', { name: 'Project Details', exact: true }).fill(DANA.message);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

async function expectOneContact(page: Page) {
  await expect(contactForm(page).getByRole('status')).toHaveText(STORED);
  await expect.poll(() => storedRecords(page, 'contacts')).toEqual([expect.objectContaining({ ...DANA, status: 'pending' })]);
}

test.describe('at 4x CPU', () => {
  test.beforeEach(async ({ page }) => phoneCpu(page));

  test('the contact form keeps every key pressed from the first moment, and a Send pressed then goes once', async ({ page }) => {
    const problems = watchConsole(page);
    const releaseScripts = await openSlowly(page, '/contact');
    await typeContactAndSend(contactForm(page), DANA, releaseScripts);
    await expectOneContact(page);
    await page.waitForTimeout(500);
    expect(await storedRecords(page, 'contacts')).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('the contact form keeps what it was filled with at load, as autofill does', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'load' });
    const form = contactForm(page);
    await fillContactAndSend(form);
    await expectOneContact(page);
  });

  for (const variant of ['full', 'compact'] as const) {
    test(`the ${variant} newsletter signup keeps names, email and consent given before hydration`, async ({ page }) => {
      const problems = watchConsole(page);
      const releaseScripts = await openSlowly(page, '/contact');
      const form = page.getByTestId(`newsletter-${variant}`).getByRole('form');
      await typeSignupAndSend(form, ADA, releaseScripts);
      await expect(form.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();

      await expect(form.getByRole('status')).toContainText(SUBSCRIBED);
      await expect
        .poll(() => storedRecords(page, 'newsletter'))
        .toEqual([expect.objectContaining({ ...ADA, optedIn: true })]);
      expect(problems).toEqual([]);
    });
  }

  test('the chat keeps a question typed the moment its box appears', async ({ page }) => {
    await page.goto('/services', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
    const panel = page.getByRole('dialog', { name: 'Ascend AI Assistant' });
    const box = panel.getByRole('textbox');
    await typeAsSoonAsAttached(box, 'What is AEO?', 80);
    await expect(box).toHaveValue('What is AEO?');
    await box.press('Enter');
    await expect(panel.getByText('What is AEO?', { exact: true })).toBeVisible();
    await expect.poll(async () => (await storedRecords(page, 'conversations')).map((turn) => turn.userMessage)).toEqual(['What is AEO?']);
  });

  test('the site search keeps a query typed before its page hydrated', async ({ page }) => {
    const releaseScripts = await openSlowly(page, '/search');
    const box = page.getByRole('searchbox', { name: 'Search services, insights and guides' });
    await typeAsSoonAsAttached(box, 'topical', 80);
    releaseScripts();
    await box.pressSequentially(' authority', { delay: 80 });
    await page.locator('html[data-hydrated]').waitFor();
    await expect(box).toHaveValue('topical authority');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]q=topical(\+|%20)authority/);
  });
});

test.describe('a repeat visit served by the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline at 4x CPU, the contact form keeps what was typed and stores it once', async ({ page, context }) => {
    await page.goto('/contact');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await context.setOffline(true);
    await phoneCpu(page);
    await page.reload({ waitUntil: 'commit' });
    await typeContactAndSend(contactForm(page), DANA);
    await expectOneContact(page);
  });
});

test('a form whose code could not be fetched keeps the text, says so, and sends once the connection is back', async ({ page }) => {
  // The form's own code cannot be fetched (the Wi-Fi dropped just then); the page, its shared code and other islands came.
  const formChunk = /\/assets\/contact-form-island-[\w-]+\.js$/;
  await page.route(formChunk, (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  await page.locator('[data-testid="newsletter-full"] form[data-hydrated="true"]').waitFor();
  const form = contactForm(page);
  await fillContactAndSend(form);
  await expect(form.getByText(UNAVAILABLE)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue(DANA.name);
  expect(page.url()).not.toContain('?');

  await page.unroute(formChunk);
  // The browser tells the page the connection is back (the page also retries by itself every few seconds).
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  // Hydrated, the form takes the note away and sends what it holds.
  await expect(form.getByText(UNAVAILABLE)).toBeHidden();
  await expectOneContact(page);
  await expect(form.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('');
});
