/**
 * The outbox and its sync loop start once the page is idle, after the page has loaded.
 * A record written before that start-up (here, on an earlier page, offline) is still delivered by
 * the loop of the next page, with no form touched and no service worker to help.
 */
import { expect } from '@playwright/test';
import { contactRows } from './support/database';
import { test } from './support/database-test';
import { SPEC_TEXTS, contactForm, sendContact } from './support/forms';
import { uniqueToken } from './support/site';
import { OUTBOX_CHUNK } from '../e2e/submit-flow';

// Only the page's own loop can deliver here.
test.use({ serviceWorkers: 'block' });

test('a record written before the outbox starts is delivered by the loop a later page starts after it has loaded', async ({ context, db }) => {
  const token = uniqueToken();
  const contact = { name: `Ida Idle ${token}`, email: `ida.${token}@example.com`, message: `Written before start-up, ref ${token}.` };

  const first = await context.newPage();
  await first.goto('/contact');
  const form = await contactForm(first);
  // The visitor's connection drops as they finish typing, after the page has fetched its submit flow (at
  // the first keystroke, if not before). A drop before that is kept-before-outbox.spec.ts's case.
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(contact.name);
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(contact.email);
  await context.setOffline(true);
  await sendContact(form, contact);
  await expect(form.getByRole('status')).toHaveText(SPEC_TEXTS.contactStored);
  await first.close();
  await context.setOffline(false);
  expect(await contactRows(db, contact.email)).toHaveLength(0);

  // A page with no form: only the idle start-up of the outbox can send the stored record.
  const page = await context.newPage();
  await page.goto('/about');
  await expect.poll(async () => (await contactRows(db, contact.email)).length, { timeout: 20_000 }).toBe(1);
  const timing = await page.evaluate((chunk) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const outbox = performance.getEntriesByType('resource').find((entry) => new RegExp(chunk).test(entry.name));
    return { loaded: navigation.loadEventEnd, outboxRequested: outbox?.startTime };
  }, OUTBOX_CHUNK.source);
  expect(timing.outboxRequested).toBeGreaterThanOrEqual(timing.loaded);
});
