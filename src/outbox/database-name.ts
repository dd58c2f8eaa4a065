/** Name of the IndexedDB database shared by the page and the service worker; alone here so that asking whether it exists does not load Dexie. */
export const OUTBOX_DB_NAME = 'asc-outbox';
