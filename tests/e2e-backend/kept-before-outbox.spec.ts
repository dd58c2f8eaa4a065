/**
 * On a first visit, before the service worker holds the site, the connection drops the moment the page
 * has loaded: the page never fetched its submit flow or its outbox. What the visitor sends is kept in
 * localStorage, and once the connection is back the same page delivers it, exactly once.
 */
import { expect } from '@playwright/test';
import { contactRows, newsletterRows } from './support/database';
import { test } from './support/database-test';
import { SPEC_TEXTS, contactForm, newsletterForm, sendContact, sendSignup } from './support/forms';
import { uniqueToken } from './support/site';
import { SUBMIT_FLOW } from '../e2e/submit-flow';

test.use({ serviceWorkers: 'block' });

test('a message and a signup sent before the page could fetch its outbox are delivered once the connection is back, each exactly once', async ({
  page,
  context,
  db,
}) => {
  const token = uniqueToken();
  const contact = { name: `Kai Kept ${token}`, email: `kai.${token}@example.com`, message: `Kept before the outbox loaded, ref ${token}.` };
  const signup = { firstName: 'Kai', lastName: `Kept ${token}`, email: `kai.signup.${token}@example.com` };

  await page.route(SUBMIT_FLOW, (route) => route.abort('internetdisconnected'));
  await page.goto('/contact');
  const form = await contactForm(page);
  const card = await newsletterForm(page);
  await context.setOffline(true);
  await sendContact(form, contact);
  await expect(form.getByRole('status')).toHaveText(SPEC_TEXTS.contactStored);
  await sendSignup(card, signup);
  await expect(card.getByRole('status')).toContainText(SPEC_TEXTS.newsletterStoredSuffix);
  expect(await contactRows(db, contact.email)).toHaveLength(0);

  await page.unroute(SUBMIT_FLOW);
  await context.setOffline(false);
  await expect.poll(async () => (await contactRows(db, contact.email)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await newsletterRows(db, signup.email)).length, { timeout: 20_000 }).toBe(1);

  // Another page's start-up finds nothing left to send: still one of each.
  await page.goto('/about');
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/outbox-sync-[\w-]+\.js$/.test(entry.name)));
  expect(await page.evaluate(() => [localStorage.getItem('asc_contacts'), localStorage.getItem('asc_newsletter')])).toEqual([null, null]);
  // Time for a wrong second delivery to land, were the start-up to find anything to send.
  await page.waitForTimeout(2_000);
  expect(await contactRows(db, contact.email)).toHaveLength(1);
  expect(await newsletterRows(db, signup.email)).toHaveLength(1);
});
