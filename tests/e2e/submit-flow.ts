/**
 * The chunks of the forms' submit flow and the outbox behind it, which a page fetches when idle or at
 * the first keystroke. Aborting them stands for a connection lost the moment the page had loaded (on a
 * first visit the service worker does not hold them yet). Both browser suites use it.
 */
export const SUBMIT_FLOW = /\/assets\/(submit-contact|submit-newsletter|submit-through-outbox|outbox-sync)-[\w-]+\.js$/;
