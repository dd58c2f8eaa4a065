/**
 * A browser that gives the site no IndexedDB (storage blocked, some private modes): what a visitor sends
 * is kept in localStorage, survives a reload, and the page delivers it from there exactly once. Where
 * localStorage refuses too, a backend slower than the form's own attempt shows the error with the form
 * kept, and a second Send of the unchanged form is the same record: one row.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { contactRows } from './support/database';
import { test } from './support/database-test';
import { SPEC_TEXTS, contactForm, sendContact } from './support/forms';
import { uniqueToken } from './support/site';

// docs/product/texts.md, verbatim.
const CONTACT_SENT = "Your message has been sent successfully! We'll respond within 24 hours.";
const CONTACT_ERROR = 'Sorry, there was an error sending your message. Please try again.';

const CONTACT_FUNCTION = '**/functions/v1/contact-form';

// Without a service worker a reload needs the network, and the worker's own replay cannot blur which path delivered.
test.use({ serviceWorkers: 'block' });

/** In every document of `page`: IndexedDB refuses to open, as in a private window that blocks it. */
async function blockIndexedDb(page: Page): Promise<void> {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
}

/** In every document of `page`: localStorage refuses every write, as Safari's older private windows did. */
async function blockLocalStorageWrites(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

function keptContacts(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('asc_contacts'));
}

/** The clientRecordId of every contact-form POST the page makes from now on, single or batched. */
function watchContactIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/functions/v1/contact-form')) return;
    const body = request.postDataJSON() as { clientRecordId?: string; records?: Array<{ clientRecordId: string }> };
    ids.push(...(body.records?.map((record) => record.clientRecordId) ?? [body.clientRecordId ?? 'none']));
  });
  return ids;
}

/** Answers the first contact-form POST 6 s late (the function stores it at once), every other request as it comes. */
async function slowFirstSubmission(page: Page): Promise<void> {
  let slowed = false;
  await page.route(CONTACT_FUNCTION, async (route) => {
    if (route.request().method() !== 'POST' || slowed) return route.continue();
    slowed = true;
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    // The page gave up after its 4 s bound; the late answer has nowhere to go.
    await route.fulfill({ response }).catch(() => undefined);
  });
}

function messageField(form: Locator): Locator {
  return form.getByRole('textbox', { name: 'Project Details', exact: true });
}

test('offline without IndexedDB, a message is kept in localStorage through a reload and delivered once when the connection returns', async ({
  page,
  context,
  db,
}) => {
  const token = uniqueToken();
  const contact = { name: `Pia Private ${token}`, email: `pia.${token}@example.com`, message: `Sent from a window without IndexedDB, ref ${token}.` };
  await blockIndexedDb(page);
  const ids = watchContactIds(page);

  await page.goto('/contact');
  const form = await contactForm(page);
  await form.getByRole('textbox', { name: 'Full Name', exact: true }).fill(contact.name);
  await form.getByRole('textbox', { name: 'Email Address', exact: true }).fill(contact.email);
  await messageField(form).fill(contact.message);
  // Typing fetched the form's submit flow; then the connection drops.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(form.getByRole('status')).toHaveText(SPEC_TEXTS.contactStored);
  await expect(messageField(form)).toHaveValue('');
  expect(await keptContacts(page)).toContain(contact.message);

  // The connection is back for the site, not yet for the backend: the page reloads, the message stays.
  await page.route(CONTACT_FUNCTION, (route) => route.abort('internetdisconnected'));
  await context.setOffline(false);
  await page.reload();
  await contactForm(page);
  expect(await keptContacts(page)).toContain(contact.message);
  expect(await contactRows(db, contact.email)).toHaveLength(0);

  // The backend answers again; the page hears 'online' and delivers from localStorage.
  await page.unroute(CONTACT_FUNCTION);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(async () => (await contactRows(db, contact.email)).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => keptContacts(page)).toBeNull();

  // Another page's start-up finds nothing left to send, and the row carries the record's own id.
  await page.goto('/about');
  await page.waitForTimeout(2_000);
  const rows = await contactRows(db, contact.email);
  expect(rows.map((row) => [row.name, row.message])).toEqual([[contact.name, contact.message]]);
  expect(ids.length).toBeGreaterThan(0);
  expect(new Set(ids)).toEqual(new Set([rows[0].client_record_id]));
});

test('without IndexedDB, a backend slower than the form waits is told as stored locally, and the late copy the page sends again adds no row', async ({
  page,
  context,
  db,
}) => {
  const token = uniqueToken();
  const contact = { name: `Sol Slow ${token}`, email: `sol.${token}@example.com`, message: `The backend took its time, ref ${token}.` };
  await blockIndexedDb(page);
  await slowFirstSubmission(page);
  const ids = watchContactIds(page);

  await page.goto('/contact');
  const form = await contactForm(page);
  await sendContact(form, contact);

  await expect(form.getByRole('status')).toHaveText(SPEC_TEXTS.contactStored, { timeout: 8_000 });
  await expect.poll(async () => (await contactRows(db, contact.email)).length).toBe(1);
  expect(await keptContacts(page)).toContain(contact.message);

  // The page's retry (on 'online' here, rather than 30 s later) sends the kept copy under the same id.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(() => keptContacts(page), { timeout: 20_000 }).toBeNull();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expect(await contactRows(db, contact.email)).toHaveLength(1);
});

test('with neither IndexedDB nor localStorage, a slow backend shows the error with the form kept, and a second Send stores one row', async ({
  page,
  db,
}) => {
  const token = uniqueToken();
  const contact = { name: `Noa Nowhere ${token}`, email: `noa.${token}@example.com`, message: `Pressed Send again after the error, ref ${token}.` };
  await blockIndexedDb(page);
  await blockLocalStorageWrites(page);
  await slowFirstSubmission(page);
  const ids = watchContactIds(page);

  await page.goto('/contact');
  const form = await contactForm(page);
  await sendContact(form, contact);

  await expect(form.getByRole('alert')).toHaveText(CONTACT_ERROR, { timeout: 8_000 });
  await expect(messageField(form)).toHaveValue(contact.message);
  // The slow backend did store it.
  await expect.poll(async () => (await contactRows(db, contact.email)).length).toBe(1);

  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(CONTACT_SENT);
  await expect(messageField(form)).toHaveValue('');
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expect(await contactRows(db, contact.email)).toHaveLength(1);
});
