/**
 * A send that failed while the device's clock ran 2 days ahead, then the clock corrected: the page's
 * own loop delivers it within a minute as the visitor browses on, with no Sync now and no new send,
 * and meanwhile /outbox says why the record waits and until when. The service worker is blocked: its
 * clock cannot be set, so this proves the page's path (the worker runs the same round, whose clock
 * handling the unit tests prove with a faked Date).
 */
import { expect } from '@playwright/test';
import { contactRows } from './support/database';
import { test } from './support/database-test';
import { SPEC_TEXTS, contactForm, sendContact } from './support/forms';
import { openOutboxPage, outboxItems, uniqueToken } from './support/site';

test.use({ serviceWorkers: 'block', timezoneId: 'America/New_York' });

const DAY_MS = 24 * 60 * 60_000;
const CONTACT_FUNCTION = '**/functions/v1/contact-form';

test('a 500 taken with the clock 2 days ahead: /outbox says why and until when, and once the clock is corrected the record is delivered within a minute', async ({
  page,
  db,
}) => {
  test.setTimeout(150_000);
  const token = uniqueToken();
  const contact = { name: `Cleo Clock ${token}`, email: `cleo.${token}@example.com`, message: `Sent with a clock 2 days ahead, ref ${token}.` };

  await page.clock.install({ time: Date.now() + 2 * DAY_MS });
  // The function fails every submission with a 500; its probe (OPTIONS) answers as usual.
  await page.route(CONTACT_FUNCTION, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal error' }) })
      : route.fallback(),
  );
  await page.goto('/contact');
  const form = await contactForm(page);
  await sendContact(form, contact);
  await expect(form.getByRole('status')).toHaveText(SPEC_TEXTS.contactStored);

  await openOutboxPage(page);
  const item = outboxItems(page, contact.name);
  await expect(item).toHaveAttribute('data-status', 'pending');
  const waiting = item.getByTestId('outbox-waiting');
  // The time is the page's hour:minute within the longest back-off (5 minutes) from now.
  const soon = await page.evaluate(() =>
    Array.from({ length: 7 }, (_, minute) => new Date(Date.now() + minute * 60_000).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })),
  );
  // Read in the same retried step as the text is checked: the page's loop may try again in between (a
  // first back-off is short), and for that moment the line is not there to read.
  let shown: string | undefined;
  await expect(async () => {
    const text = (await waiting.textContent({ timeout: 1_000 })) ?? '';
    expect(text).toMatch(/^Waiting because the backend had a problem\. Next try at \d{1,2}:\d\d [AP]M\.$/);
    shown = /Next try at (.+)\.$/.exec(text)?.[1];
  }).toPass({ timeout: 10_000 });
  expect(soon).toContain(shown);
  expect(await contactRows(db, contact.email)).toHaveLength(0);

  // The clock is corrected and the backend recovers; the visitor browses on.
  await page.clock.setSystemTime(Date.now());
  await page.unroute(CONTACT_FUNCTION);
  const corrected = Date.now();
  for (const path of ['/', '/services', '/about']) {
    await page.goto(path);
    if ((await contactRows(db, contact.email)).length > 0) break;
  }
  await expect.poll(async () => (await contactRows(db, contact.email)).length, { timeout: 60_000 - (Date.now() - corrected) }).toBe(1);
  await openOutboxPage(page);
  await expect(outboxItems(page, contact.name)).toHaveAttribute('data-status', 'delivered');
  await expect(outboxItems(page, contact.name).getByTestId('outbox-waiting')).toHaveCount(0);
});
