/**
 * The page's outbox (Dexie and the sync loop, about a quarter of a page's JavaScript) starts once the
 * page is idle, and only where records may wait: a first visit has none, so it loads nothing; a device
 * with an outbox database, or with a list the outbox adopts from localStorage, starts it as before.
 */
import { expect, test, type Page } from '@playwright/test';
import { OUTBOX_DB_NAME } from '../../src/outbox/database-name';
import { watchConsole } from './console-guard';
import { OUTBOX_CHUNK } from './submit-flow';

/** Opens `path`, waits until the page's idle start-up has had its turn, and says whether it fetched the outbox. */
async function outboxFetchedOn(page: Page, path: string): Promise<boolean> {
  let fetched = false;
  const listener = (request: { url(): string }) => {
    if (OUTBOX_CHUNK.test(request.url())) fetched = true;
  };
  page.on('request', listener);
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor();
  // The start-up waits for an idle moment (at most 4 s after load); ours comes after it, then the import has time to go out.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1_000), { timeout: 5_000 })));
  page.off('request', listener);
  return fetched;
}

const outboxDatabaseExists = (page: Page) =>
  page.evaluate(async (name) => (await indexedDB.databases()).some((database) => database.name === name), OUTBOX_DB_NAME);

test('a first visit does not load the outbox or create its database', async ({ page }) => {
  const problems = watchConsole(page);
  expect(await outboxFetchedOn(page, '/about')).toBe(false);
  expect(await outboxFetchedOn(page, '/insights')).toBe(false);
  expect(await outboxDatabaseExists(page)).toBe(false);
  expect(problems).toEqual([]);
});

test('records the older site left in localStorage start the outbox, which adopts them; the device keeps starting it after', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() =>
    localStorage.setItem(
      'asc_contacts',
      JSON.stringify([{ id: 'legacy-1', name: 'Old Site', email: 'old.site@example.com', message: 'From the old form', timestamp: Date.now(), synced: false }]),
    ),
  );
  expect(await outboxFetchedOn(page, '/services')).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('asc_contacts'))).toBeNull();
  expect(await outboxDatabaseExists(page)).toBe(true);
  // Nothing left in localStorage, but the database may hold records to retry, prune or report.
  expect(await outboxFetchedOn(page, '/about')).toBe(true);
});
