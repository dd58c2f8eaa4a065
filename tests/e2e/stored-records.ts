/** Reads what a page's outbox holds, straight from IndexedDB, as the visitor's device has it. */
import type { Page } from '@playwright/test';

/** The outbox's records of one table; none on a device that never stored one. */
export function storedRecords(page: Page, table: 'contacts' | 'newsletter' | 'conversations') {
  return page.evaluate(
    async (name) =>
      // A device that never stored a record has no outbox database (the page creates it with the first).
      !(await indexedDB.databases()).some((database) => database.name === 'asc-outbox')
        ? []
        : new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
            const open = indexedDB.open('asc-outbox');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const request = open.result.transaction(name).objectStore(name).getAll();
              request.onsuccess = () => {
                // Closed at once, so the page's own connection is never held back by this one.
                open.result.close();
                resolve(request.result as Array<Record<string, unknown>>);
              };
              request.onerror = () => reject(request.error);
            };
          }),
    table,
  );
}
