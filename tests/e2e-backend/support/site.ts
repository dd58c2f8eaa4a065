/** What the backend-backed scenarios do in the page: wait for the service worker, read or rewind the outbox, find /outbox rows. */
import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/** Outbox tables, as the app's Dexie schema names them in the IndexedDB database `asc-outbox`. */
type OutboxTable = 'contacts' | 'newsletter' | 'conversations';

/** Digits only, so it never contains a chat keyword; unique per scenario and per run. */
export function uniqueToken(): string {
  return `${Date.now()}${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, '0')}`;
}

/** Waits until the service worker controls `page` (the first visit installs it and claims the page). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
}

/** Sets records back to pending, as if the server's acknowledgements had been lost, so the next replay sends them again. */
export async function markPendingAgain(page: Page, table: OutboxTable, ids: string[]): Promise<void> {
  await page.evaluate(
    ({ name, keys }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('asc-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction(name, 'readwrite');
          const store = transaction.objectStore(name);
          for (const key of keys) {
            const request = store.get(key);
            request.onsuccess = () => {
              const record = request.result as Record<string, unknown>;
              delete record.deliveredAt;
              store.put({ ...record, status: 'pending' });
            };
          }
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { name: table, keys: ids },
  );
}

/** The /outbox list items whose text contains `text`. */
export function outboxItems(page: Page, text: string): Locator {
  return page.getByTestId('outbox-records').getByRole('listitem').filter({ hasText: text });
}

/** Opens /outbox and waits until the page has read the device's records. */
export async function openOutboxPage(page: Page): Promise<void> {
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { name: 'Records', exact: true, level: 2 })).toBeVisible();
}
