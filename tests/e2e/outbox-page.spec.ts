/** /outbox, the operations page: counts and records of this device's outbox, live updates, exports, accessibility. */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';

// Tests here need the service worker (offline reading, updates); the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const state = (n: number, hours: number, status = 'pending', extra: Record<string, unknown> = {}) => ({
  id: uuid(n),
  timestamp: hoursAgo(hours),
  status,
  attempts: status === 'pending' ? 0 : 1,
  ...extra,
});

/** Records as the app's Dexie schema stores them (database asc-outbox; tables contacts, newsletter, conversations). */
const seedRecords = {
  contacts: [
    { ...state(1, 3), name: 'Jane Doe', email: 'jane.doe@example.com', service: 'aeo-geo-strategy', message: 'Met at the booth, "AI search" audit, please call.' },
    { ...state(2, 5, 'rejected', { lastError: 'Email address is not valid.' }), name: 'Bob Stone', email: 'bob@example.net', message: 'Quote for GEO.' },
  ],
  newsletter: [
    { ...state(3, 2), firstName: 'Ann', lastName: 'Lee', email: 'ann.lee@example.org', emailKey: 'ann.lee@example.org', optedIn: true },
    { ...state(4, 24, 'delivered', { deliveredAt: hoursAgo(23) }), firstName: 'Cy', lastName: 'Young', email: 'cy@example.com', emailKey: 'cy@example.com', optedIn: true },
  ],
  conversations: [{ ...state(5, 1), sessionId: 'session_kiosk_7', userMessage: 'What is AEO?', aiResponse: 'Answer-engine optimization.', provider: 'fallback' }],
};

/** Waiting and refused records, oldest first: what the exports hold (delivered ones never). */
const UNDELIVERED_IDS = [uuid(2), uuid(1), uuid(3), uuid(5)];

/** Opens /outbox (which creates the database), writes the records with the raw IndexedDB API, then reloads. */
async function openWithRecords(page: Page) {
  await page.goto('/outbox');
  await expect(page.getByText('Nothing is stored on this device.')).toBeVisible();
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('asc-outbox');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const tables = Object.keys(records) as Array<keyof typeof records>;
    const transaction = db.transaction(tables, 'readwrite');
    for (const table of tables) for (const record of records[table]) transaction.objectStore(table).put(record);
    await new Promise((resolve, reject) => {
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
    db.close();
  }, seedRecords);
  await page.reload();
  await expect(page.getByTestId('outbox-records').getByRole('listitem')).toHaveCount(5);
}

const cell = (page: Page, kind: string, status: string) => page.locator(`table tr[data-kind="${kind}"] td[data-status="${status}"]`);

test('the server sends a noindex shell that stays out of the sitemap; robots disallow it', async ({ request }) => {
  const html = await (await request.get('/outbox')).text();
  expect(html).toMatch(/<h1[^>]*>Outbox status<\/h1>/);
  expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
  expect(html).not.toContain('<table');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/outbox');
  expect(await (await request.get('/sitemap')).text()).not.toContain('href="/outbox"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /outbox');
});

test('shows counts per kind and the records newest first, with masked emails', async ({ page }) => {
  await openWithRecords(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outbox status');
  await expect(cell(page, 'contact', 'pending')).toHaveText('1');
  await expect(cell(page, 'contact', 'rejected')).toHaveText('1');
  await expect(cell(page, 'newsletter', 'pending')).toHaveText('1');
  await expect(cell(page, 'newsletter', 'delivered')).toHaveText('1');
  await expect(cell(page, 'conversation', 'pending')).toHaveText('1');
  await expect(cell(page, 'all', 'pending')).toHaveText('3');

  const items = page.getByTestId('outbox-records').getByRole('listitem');
  expect(await items.evaluateAll((list) => list.map((item) => item.getAttribute('data-kind')))).toEqual([
    'conversation',
    'newsletter',
    'contact',
    'contact',
    'newsletter',
  ]);
  await expect(items.nth(2)).toContainText('ja••••@example.com');
  await expect(items.nth(2)).toContainText('AEO & GEO Strategy');
  await expect(items.nth(3)).toContainText('Rejected');
  await expect(items.nth(3)).toContainText('Last error: Email address is not valid.');
  await expect(items.nth(1)).toContainText('an••••@example.org');
  const text = await page.locator('main').innerText();
  for (const email of ['jane.doe@example.com', 'ann.lee@example.org', 'bob@example.net']) expect(text).not.toContain(email);
  await expect(page.getByTestId('outbox-no-backend')).toContainText('No backend is configured on this device: records are kept here until');
});

test('each waiting record says why it waits: with no backend in this build, that nothing sends it', async ({ page }) => {
  await openWithRecords(page);
  const records = page.getByTestId('outbox-records');
  await expect(records.locator('li[data-status="pending"]').getByTestId('outbox-waiting')).toHaveText(
    Array.from({ length: 3 }, () => 'Kept on this device: no backend is configured to send it to.'),
  );
  await expect(records.locator('li:not([data-status="pending"])').getByTestId('outbox-waiting')).toHaveCount(0);
});

test('exports the undelivered records (waiting and refused) as JSON and CSV downloads', async ({ page }) => {
  await openWithRecords(page);
  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export undelivered as JSON' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^asc-outbox-undelivered-\d{4}-\d\d-\d\dT\d\d-\d\d\.json$/);
  const exported = JSON.parse(await readFile((await json.path())!, 'utf8')) as Array<{ id: string; kind: string; status: string; email?: string; lastError?: string }>;
  expect(exported.map((record) => record.id)).toEqual(UNDELIVERED_IDS);
  expect(exported.map((record) => record.kind)).toEqual(['contact', 'contact', 'newsletter', 'conversation']);
  expect(exported.map((record) => record.status)).toEqual(['rejected', 'pending', 'pending', 'pending']);
  expect(exported[0].lastError).toBe('Email address is not valid.');
  expect(exported[1].email).toBe('jane.doe@example.com');

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export undelivered as CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^kind,id,timestamp,status,/);
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(UNDELIVERED_IDS);
  expect(lines[2]).toContain('"Met at the booth, ""AI search"" audit, please call."');
});

test('updates live when another tab changes the outbox', async ({ page, context }) => {
  await openWithRecords(page);
  await expect(cell(page, 'contact', 'pending')).toHaveText('1');
  // Records the older site left in localStorage are moved into the outbox by the next page that starts.
  await page.evaluate(() =>
    localStorage.setItem('asc_contacts', JSON.stringify([{ id: 'legacy-1', name: 'Old Site', email: 'old.site@example.com', message: 'From the old form', timestamp: Date.now(), synced: false }])),
  );
  const other = await context.newPage();
  await other.goto('/outbox');
  await expect(cell(other, 'contact', 'pending')).toHaveText('2');
  // The first tab was not reloaded: Dexie broadcast the other tab's write to it.
  await expect(cell(page, 'contact', 'pending')).toHaveText('2');
  await expect(page.getByTestId('outbox-records')).toContainText('ol••••@example.com');
});

test('opens offline once the service worker has saved the site', async ({ page, context }) => {
  await openWithRecords(page);
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outbox status');
  await expect(cell(page, 'all', 'pending')).toHaveText('3');
});

for (const width of [390, 1280]) {
  test(`axe finds nothing on /outbox with records at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
    await openWithRecords(page);
    expect(await axeViolations(page)).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test.describe('chat turns', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('are named by the conversation’s first question, shortened, and the time it was asked, not by session id', async ({ page }) => {
    const longQuestion = 'How would answer engine optimization work for a regional law firm with three offices?';
    await page.clock.install({ time: new Date('2025-03-04T14:05:00-05:00') });
    await page.goto('/');
    const launcher = page.getByRole('button', { name: 'Chat with our AI assistant' });
    await page.waitForFunction((button) => button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps')), await launcher.elementHandle());
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Ascend AI Assistant' });
    const textbox = chat.getByRole('textbox', { name: 'Type your message' });
    // The replies themselves: a reply's follow-ups and next steps come later, as messages of their own,
    // while the clock runs on (the local answer waits for the site search, which loads in real time).
    const replies = chat
      .locator('[data-message-role="assistant"]')
      .filter({ hasNotText: 'You might also ask:' })
      .filter({ hasNotText: 'Suggested next steps:' });
    for (const [n, question] of [longQuestion, 'And what would it cost?'].entries()) {
      await textbox.fill(question);
      await textbox.press('Enter');
      // The local fallback answers after 800-1600 ms (no backend in this build).
      await page.clock.runFor(1700);
      await expect(replies).toHaveCount(n + 2);
    }
    const sessionId = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('asc_chat_session') ?? '{}') as { sessionId?: string }).sessionId);
    expect(sessionId).toBeTruthy();

    await page.goto('/outbox');
    const turns = page.getByTestId('outbox-records').locator('li[data-kind="conversation"]');
    await expect(turns).toHaveCount(2);
    const name = '“How would answer engine optimization work for a…” at 2:05 PM';
    // Newest first: the second question, under its conversation's name, then the first, in full.
    await expect(turns.nth(0).locator('p').first()).toHaveText(name);
    await expect(turns.nth(0)).toContainText('And what would it cost?');
    await expect(turns.nth(1).locator('p').first()).toHaveText(name);
    await expect(turns.nth(1)).toContainText(longQuestion);
    await expect(page.getByTestId('outbox-records')).not.toContainText(sessionId!);
  });
});
