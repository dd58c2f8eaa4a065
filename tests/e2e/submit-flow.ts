/**
 * The chunks of the forms' submit flow and the outbox behind it, which a page fetches when idle or at
 * the first keystroke. Aborting them stands for a connection lost the moment the page had loaded (on a
 * first visit the service worker does not hold them yet). Both browser suites use it.
 */
/** The outbox's own chunk (Dexie and the sync loop), which a page starts when idle where records may wait. */
export const OUTBOX_CHUNK = /\/assets\/outbox-sync-[\w-]+\.js$/;

export const SUBMIT_FLOW = /\/assets\/(submit-contact|submit-newsletter|submit-through-outbox|outbox-sync)-[\w-]+\.js$/;
