/**
 * A Wi-Fi sign-in page (or a wrong backend address) that answers the functions' URL with
 * `200 text/html` and permissive CORS: the visitor is never told "sent successfully", the record
 * stays waiting with the reason on /outbox, and it is delivered once the real backend answers.
 */
import { expect, type Route } from '@playwright/test';
import { BACKEND_URL } from './support/backend-env';
import { contactRows } from './support/database';
import { test } from './support/database-test';
import { contactForm, sendContact, SPEC_TEXTS } from './support/forms';
import { openOutboxPage, outboxItems, uniqueToken } from './support/site';

const SENT = "Your message has been sent successfully! We'll respond within 24 hours.";
const PORTAL = '<!doctype html><html><head><title>Hotel Wi-Fi</title></head><body><h1>Sign in to continue</h1></body></html>';
const OPEN_CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*', 'Access-Control-Allow-Methods': '*' };

// Routing sees the page's own calls only when no service worker answers them.
test.use({ serviceWorkers: 'block' });

test('a 200 HTML page at the functions URL is not delivery: kept, the reason shown on /outbox, delivered once the backend answers', async ({ page, db }) => {
  const answered: string[] = [];
  const portal = async (route: Route) => {
    answered.push(route.request().method());
    await route.fulfill({ status: 200, headers: { ...OPEN_CORS, 'Content-Type': 'text/html; charset=utf-8' }, body: PORTAL });
  };
  await page.route(`${BACKEND_URL}/functions/v1/**`, portal);

  const token = uniqueToken();
  const email = `portal-${token}@example.com`;
  await page.goto('/contact');
  await sendContact(await contactForm(page), { name: 'Portal Visitor', email, message: `Sent behind a sign-in page ${token}` });
  const result = page.getByTestId('contact-result');
  await expect(result).toHaveText(SPEC_TEXTS.contactStored);
  await expect(result).not.toHaveText(SENT);
  expect(answered).toContain('POST');
  expect(await contactRows(db, email)).toEqual([]);

  await openOutboxPage(page);
  const item = outboxItems(page, 'Portal Visitor');
  await expect(item).toContainText('Pending');
  await expect(item).toContainText("HTTP 200 (text/html) was not the backend's answer, so nothing was delivered");

  await page.unroute(`${BACKEND_URL}/functions/v1/**`, portal);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(item).toContainText('Delivered');
  await expect.poll(async () => (await contactRows(db, email)).length).toBe(1);
});
