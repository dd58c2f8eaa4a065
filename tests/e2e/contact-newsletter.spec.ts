// The contact page and the newsletter card as a visitor sees them, on the default build (no backend).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { watchConsole } from './console-guard';
import { SUBMIT_FLOW } from './submit-flow';
import { storedRecords } from './stored-records';

const STORED =
  "Your message has been received! We'll respond within 24 hours. (Stored locally - will sync when connection is restored)";
const CONSENT =
  'I consent to receive marketing communications from Ascend Strategy Consulting about AI marketing insights and services. You can unsubscribe at any time.';
const THANKS = "Thank you for subscribing! You'll receive our latest AI marketing insights.";


/** Opens /contact and waits until the form is hydrated (its button is disabled in the prerendered HTML). */
async function openContact(page: Page): Promise<Locator> {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Tell us about your goals' });
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

function contactFields(form: Locator) {
  return {
    name: form.getByRole('textbox', { name: 'Full Name', exact: true }),
    email: form.getByRole('textbox', { name: 'Email Address', exact: true }),
    company: form.getByRole('textbox', { name: 'Company', exact: true }),
    phone: form.getByRole('textbox', { name: 'Phone', exact: true }),
    service: form.getByRole('combobox', { name: 'Service of Interest' }),
    message: form.getByRole('textbox', { name: 'Project Details', exact: true }),
  };
}

/** What waits in the older site's localStorage list of `key`, where a form keeps what it could not store in the outbox. */
function keptInLocalStorage(page: Page, key: 'asc_contacts' | 'asc_newsletter') {
  return page.evaluate((name) => localStorage.getItem(name), key);
}

test.describe('contact page', () => {
  test('shows the form beside the details column on desktop and above it on a phone', async ({ page }) => {
    const form = await openContact(page);
    const details = page.getByTestId('contact-details');
    await expect(details.getByRole('link', { name: '+1 (212) 555-0147' })).toHaveAttribute('href', 'tel:+12125550147');
    await expect(details.getByRole('link', { name: 'hello@ascendauthority.com' })).toHaveAttribute(
      'href',
      'mailto:hello@ascendauthority.com',
    );
    await expect(details.locator('address')).toHaveText('1250 Broadway, 36th Floor, New York, NY 10001');
    for (const text of ['24-hour initial response', 'Comprehensive strategy within 48 hours', 'Monday to Friday 9AM-6PM EST']) {
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(details.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
    expect(await details.locator('ol > li').count()).toBeGreaterThanOrEqual(4);
    for (const label of ['Full Name', 'Email Address', 'Company', 'Phone', 'Service of Interest', 'Project Details']) {
      await expect(form.locator('label', { hasText: label })).toBeVisible();
    }
    await expect(contactFields(form).email).toHaveAttribute('type', 'email');
    await expect(contactFields(form).phone).toHaveAttribute('type', 'tel');

    const formBox = (await form.boundingBox())!;
    const detailsBox = (await details.boundingBox())!;
    expect(detailsBox.x).toBeGreaterThan(formBox.x + formBox.width);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const phoneForm = (await form.boundingBox())!;
    const phoneDetails = (await details.boundingBox())!;
    expect(phoneDetails.y).toBeGreaterThan(phoneForm.y + phoneForm.height);
  });

  test('with no backend a submission is kept on the device, reported as received, and the form is cleared', async ({ page }) => {
    const problems = watchConsole(page);
    const form = await openContact(page);
    const fields = contactFields(form);
    await fields.name.fill('Jane Smith');
    await fields.email.fill('jane@acme.com');
    await fields.company.fill('Acme Advisory');
    await fields.service.selectOption({ label: 'AEO & GEO Strategy' });
    await fields.message.fill('We want AI answer engines to cite us.');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('status')).toHaveText(STORED);
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
    const records = await storedRecords(page, 'contacts');
    expect(records).toEqual([
      expect.objectContaining({
        name: 'Jane Smith',
        email: 'jane@acme.com',
        company: 'Acme Advisory',
        service: 'aeo-geo-strategy',
        message: 'We want AI answer engines to cite us.',
        status: 'pending',
      }),
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test.describe('on a first visit, before the service worker holds the site', () => {
    test.use({ serviceWorkers: 'block' });

    test('a message sent after the connection drops is still kept on the device and reported as received', async ({ page, context }) => {
      const form = await openContact(page);
      const fields = contactFields(form);
      await fields.name.fill('Jane Smith');
      await fields.email.fill('jane@acme.com');
      await fields.message.fill('The trade-show Wi-Fi dropped just as I pressed send.');
      await context.setOffline(true);
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(form.getByRole('status')).toHaveText(STORED);
      await expect(fields.message).toHaveValue('');
      expect(await storedRecords(page, 'contacts')).toEqual([
        expect.objectContaining({ name: 'Jane Smith', message: 'The trade-show Wi-Fi dropped just as I pressed send.', status: 'pending' }),
      ]);
    });

    test('a message sent when the connection dropped before the page could fetch its outbox is kept, and the outbox takes it over once back online', async ({
      page,
      context,
    }) => {
      await page.route(SUBMIT_FLOW, (route) => route.abort('internetdisconnected'));
      const form = await openContact(page);
      await context.setOffline(true);
      const fields = contactFields(form);
      await fields.name.fill('Jane Smith');
      await fields.email.fill('jane@acme.com');
      await fields.message.fill('Lost the Wi-Fi the moment the page loaded.');
      await form.getByRole('button', { name: 'Send Message' }).click();

      await expect(form.getByRole('status')).toHaveText(STORED);
      await expect(fields.message).toHaveValue('');
      expect(await keptInLocalStorage(page, 'asc_contacts')).toContain('Lost the Wi-Fi the moment the page loaded.');

      // Back online, the page fetches its outbox and moves the message into it, once.
      await page.unroute(SUBMIT_FLOW);
      await context.setOffline(false);
      await expect.poll(() => keptInLocalStorage(page, 'asc_contacts')).toBeNull();
      expect(await storedRecords(page, 'contacts')).toEqual([
        expect.objectContaining({ name: 'Jane Smith', email: 'jane@acme.com', message: 'Lost the Wi-Fi the moment the page loaded.', status: 'pending' }),
      ]);
      // The operations page lists it as waiting on this device.
      await page.goto('/outbox');
      await expect(page.getByTestId('outbox-records').getByRole('listitem')).toHaveCount(1);
      await expect(page.getByTestId('outbox-records')).toContainText('Jane Smith');
    });
  });

  test('empty required fields and a malformed email show announced errors, focus the first and keep what was typed', async ({
    page,
  }) => {
    const form = await openContact(page);
    const fields = contactFields(form);
    await fields.company.fill('Acme Advisory');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText([
      'Please enter your full name.',
      'Please enter your email address.',
      'Please tell us about your project.',
    ]);
    await expect(fields.name).toBeFocused();
    await expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.name).toHaveAccessibleDescription('Please enter your full name.');
    await expect(fields.company).toHaveValue('Acme Advisory');
    expect(await axeViolations(page)).toEqual([]);

    await fields.name.fill('Jane Smith');
    await fields.email.fill('jane@acme');
    await fields.message.fill('Hello');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(['Please enter a valid email address.']);
    await expect(fields.email).toBeFocused();
    await expect(fields.email).toHaveValue('jane@acme');
    await expect(fields.message).toHaveValue('Hello');
    expect(await storedRecords(page, 'contacts')).toEqual([]);
  });
});

test.describe('newsletter card on the contact page', () => {
  test('asks for consent, subscribes on the device, then recognises the email', async ({ page }) => {
    await openContact(page);
    const card = page.getByTestId('newsletter-full');
    const form = card.getByRole('form', { name: 'Get our AI marketing insights' });
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const consent = form.getByRole('checkbox', { name: CONSENT });
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    const fill = async () => {
      await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await form.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    };

    await fill();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveText([
      'Please consent to receive marketing communications',
    ]);
    await expect(consent).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    await consent.check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText('Success!');
    await expect(status).toContainText(`${THANKS} (Subscription confirmed - will sync when connection is restored)`);
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await expect(consent).not.toBeChecked();
    expect(await storedRecords(page, 'newsletter')).toEqual([
      expect.objectContaining({ email: 'ada@example.com', status: 'pending' }),
    ]);

    await fill();
    await consent.check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(status).toContainText('Thank you! You are already subscribed to our newsletter.');
    expect(await storedRecords(page, 'newsletter')).toHaveLength(1);
  });

  test.describe('on a first visit, before the service worker holds the site', () => {
    test.use({ serviceWorkers: 'block' });

    test('a signup sent after the connection drops is still kept on the device and confirmed', async ({ page, context }) => {
      await openContact(page);
      const form = page.getByTestId('newsletter-full').getByRole('form', { name: 'Get our AI marketing insights' });
      await expect(form).toHaveAttribute('data-hydrated', 'true');
      await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await form.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
      await form.getByRole('checkbox', { name: CONSENT }).check();
      await context.setOffline(true);
      await form.getByRole('button', { name: 'Subscribe' }).click();

      await expect(form.getByRole('status')).toContainText(`${THANKS} (Subscription confirmed - will sync when connection is restored)`);
      expect(await storedRecords(page, 'newsletter')).toEqual([expect.objectContaining({ email: 'ada@example.com', status: 'pending' })]);
    });

    test('a signup sent when the connection dropped before the page could fetch its outbox is kept, and the outbox takes it over once back online', async ({
      page,
      context,
    }) => {
      await page.route(SUBMIT_FLOW, (route) => route.abort('internetdisconnected'));
      await page.goto('/about');
      const form = page.getByTestId('newsletter-compact').getByRole('form');
      await expect(form).toHaveAttribute('data-hydrated', 'true');
      await context.setOffline(true);
      await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
      await form.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
      await form.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
      await form.getByRole('checkbox', { name: CONSENT }).check();
      await form.getByRole('button', { name: 'Subscribe' }).click();

      await expect(form.getByRole('status')).toContainText(`${THANKS} (Subscription confirmed - will sync when connection is restored)`);
      expect(await keptInLocalStorage(page, 'asc_newsletter')).toContain('ada@example.com');

      await page.unroute(SUBMIT_FLOW);
      await context.setOffline(false);
      await expect.poll(() => keptInLocalStorage(page, 'asc_newsletter')).toBeNull();
      expect(await storedRecords(page, 'newsletter')).toEqual([
        expect.objectContaining({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', optedIn: true, status: 'pending' }),
      ]);
    });
  });
});
