/**
 * With the real backend: what a visitor sends offline is kept on the device
 * through a reload and a browser restart, then reaches the database exactly once when the
 * connection returns, and a replay of the same records never adds a row.
 */
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import type postgres from 'postgres';
import { chromiumLaunch } from '../../playwright.config';
import { contactRows, newsletterRows } from './support/database';
import { test } from './support/database-test';
import { SPEC_TEXTS, contactForm, newsletterForm, sendContact, sendSignup } from './support/forms';
import { startNetworkSwitch, type NetworkSwitch } from './support/network-switch';
import { markPendingAgain, openOutboxPage, outboxItems, uniqueToken, waitForServiceWorkerControl } from './support/site';
import { storedRecords } from '../e2e/stored-records';

// The page's 'online' listener replays at once; the 30 s scheduler and Background Sync are the slower paths.
const DELIVERY_TIMEOUT_MS = 35_000;

let network: NetworkSwitch;
test.beforeAll(async () => {
  network = await startNetworkSwitch();
});
test.afterAll(async () => {
  await network?.close();
});

/**
 * A browser on the profile in `dir`, behind the network switch: closing it and launching again is a
 * browser restart. At start-up Chromium fires the Background Sync registered earlier, and the service
 * worker it wakes must find no network, as on a device that is really offline.
 */
async function launchBrowser(dir: string, baseURL: string | undefined, offline = false): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(dir, {
    ...chromiumLaunch,
    baseURL,
    offline,
    proxy: { server: network.server },
    viewport: { width: 1280, height: 800 },
  });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

/** The page's requests to edge functions from now on, as 'METHOD name'. */
function watchFunctionCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const match = /\/functions\/v1\/([a-z-]+)/.exec(request.url());
    if (match) calls.push(`${request.method()} ${match[1]}`);
  });
  return calls;
}

/** The network goes away for everyone; the page is told it is offline. */
async function goOffline(context: BrowserContext): Promise<void> {
  network.setOnline(false);
  await context.setOffline(true);
}

/** The network returns; the page hears 'online'. */
async function goOnline(context: BrowserContext): Promise<void> {
  network.setOnline(true);
  await context.setOffline(false);
}

async function rowCounts(db: postgres.Sql, contactEmail: string, signupEmail: string): Promise<[number, number]> {
  return [(await contactRows(db, contactEmail)).length, (await newsletterRows(db, signupEmail)).length];
}

test('sent offline, kept through a reload and a browser restart, delivered exactly once when back online', async ({ baseURL, db }, testInfo) => {
  test.setTimeout(120_000);
  const token = uniqueToken();
  const contact = { name: `Olive Offline ${token}`, email: `olive.${token}@example.com`, message: `Sent with no connection, ref ${token}.` };
  const signup = { firstName: 'Nora', lastName: `Signup ${token}`, email: `nora.${token}@example.com` };
  const profile = testInfo.outputPath('profile');

  let { context, page } = await launchBrowser(profile, baseURL);
  try {
    await page.goto('/contact');
    await waitForServiceWorkerControl(page);
    await goOffline(context);

    const form = await contactForm(page);
    await sendContact(form, contact);
    await expect(form.getByRole('status')).toHaveText(SPEC_TEXTS.contactStored);
    const card = await newsletterForm(page);
    await sendSignup(card, signup);
    await expect(card.getByRole('status')).toContainText(`${SPEC_TEXTS.newsletterThanks} ${SPEC_TEXTS.newsletterStoredSuffix}`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await openOutboxPage(page);
    await expect(outboxItems(page, token)).toHaveCount(2);
    await expect(outboxItems(page, contact.name)).toHaveAttribute('data-status', 'pending');
    await expect(outboxItems(page, signup.lastName)).toHaveAttribute('data-status', 'pending');
    const ids = {
      contact: (await storedRecords(page, 'contacts')).map((record) => String(record.id)),
      newsletter: (await storedRecords(page, 'newsletter')).map((record) => String(record.id)),
    };
    expect([ids.contact.length, ids.newsletter.length]).toEqual([1, 1]);
    expect(await rowCounts(db, contact.email, signup.email)).toEqual([0, 0]);

    await context.close();
    ({ context, page } = await launchBrowser(profile, baseURL, true));
    await openOutboxPage(page);
    await expect(outboxItems(page, contact.name)).toHaveAttribute('data-status', 'pending');
    await expect(outboxItems(page, signup.lastName)).toHaveAttribute('data-status', 'pending');
    expect(await rowCounts(db, contact.email, signup.email)).toEqual([0, 0]);

    await goOnline(context);
    await expect.poll(() => rowCounts(db, contact.email, signup.email), { timeout: DELIVERY_TIMEOUT_MS }).toEqual([1, 1]);
    // The page was not reloaded: the live query shows what the delivery (page or worker) wrote.
    await expect(outboxItems(page, contact.name)).toHaveAttribute('data-status', 'delivered');
    await expect(outboxItems(page, signup.lastName)).toHaveAttribute('data-status', 'delivered');
    const [contactRow] = await contactRows(db, contact.email);
    expect(contactRow).toMatchObject({ client_record_id: ids.contact[0], name: contact.name, message: contact.message });
    const [signupRow] = await newsletterRows(db, signup.email);
    expect(signupRow).toMatchObject({ client_record_id: ids.newsletter[0], first_name: 'Nora', opted_in: true });

    // A replay of the same records (their acknowledgements lost) is recognised by clientRecordId.
    const posted = watchFunctionCalls(page);
    await markPendingAgain(page, 'contacts', ids.contact);
    await markPendingAgain(page, 'newsletter', ids.newsletter);
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Delivered|waiting/ })).toHaveText('Delivered 2, refused 0, still waiting 0.');
    expect(posted.filter((call) => call.startsWith('POST')).sort()).toEqual(['POST contact-form', 'POST newsletter-signup']);
    await expect(outboxItems(page, contact.name)).toHaveAttribute('data-status', 'delivered');
    await expect(outboxItems(page, signup.lastName)).toHaveAttribute('data-status', 'delivered');
    expect(await rowCounts(db, contact.email, signup.email)).toEqual([1, 1]);

    // Online again, the same email is recognised on the device: no call is made.
    await page.goto('/contact');
    const again = await newsletterForm(page);
    const calls = watchFunctionCalls(page);
    await sendSignup(again, signup);
    await expect(again.getByRole('status')).toContainText(SPEC_TEXTS.newsletterAlready);
    expect(calls.filter((call) => call.endsWith('newsletter-signup'))).toEqual([]);
    expect(await rowCounts(db, contact.email, signup.email)).toEqual([1, 1]);
  } finally {
    await context.close();
  }
});
