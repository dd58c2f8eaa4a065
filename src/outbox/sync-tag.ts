/** Tag of the Background Sync registration that asks the service worker to replay the outbox. */
export const OUTBOX_SYNC_TAG = 'asc-outbox-sync';
