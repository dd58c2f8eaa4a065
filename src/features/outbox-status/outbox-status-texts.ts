/** Every text of the outbox status page (an operations page, not linked from the site). */
import type { DeliveryStatus, OutboxKind } from '../../outbox/record-types';

export const outboxStatusTexts = {
  title: 'Outbox status',
  eyebrow: 'Operations',
  description:
    'What this device has stored for delivery: contact messages, newsletter signups and chat turns, with their delivery state.',
  intro:
    'Everything a visitor sends from this device is stored here first and delivered to the firm when the backend can be reached. This page shows what is waiting, what was delivered and what the server refused, and lets you send or export the waiting records.',
  loading: 'Reading the records stored on this device…',
  storageUnavailable:
    'This browser does not let the site read its local storage (IndexedDB), so no records can be shown.',
  noBackend:
    'No backend is configured on this device: records are kept here until a version of the site with a backend is installed. Use the export buttons to hand the waiting records over without going online.',
  countsHeading: 'Records by kind',
  kindColumn: 'Kind',
  totalRow: 'All kinds',
  actionsHeading: 'Send or export',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  exportJson: 'Export pending as JSON',
  exportCsv: 'Export pending as CSV',
  exportNote: 'Exports hold the waiting records in full, including email addresses: hand them over securely.',
  recordsHeading: 'Records',
  noRecords: 'Nothing is stored on this device.',
  shownOf: (shown: number, total: number) => `Showing the newest ${shown} of ${total} records; the exports hold every waiting record.`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  lastError: 'Last error:',
  retention: 'Delivered records are removed from this device after 30 days.',
} as const;

/** Heading of each kind, as the counts and the records list show it. */
export const kindLabels: Record<OutboxKind, string> = {
  contact: 'Contacts',
  newsletter: 'Newsletter signups',
  conversation: 'Chat turns',
};

/** One record's kind, in the singular. */
export const kindSingular: Record<OutboxKind, string> = {
  contact: 'Contact',
  newsletter: 'Newsletter signup',
  conversation: 'Chat turn',
};

/** Column and badge text of each delivery status. */
export const statusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  delivered: 'Delivered',
  rejected: 'Rejected',
};

/** What a Sync now click did, in words. */
export const syncResultTexts = {
  noBackend: 'No backend is configured, so nothing can be sent from this device.',
  offline: 'The backend could not be reached. The records stay here and are sent automatically once it answers.',
  failed: 'The sync could not run on this device.',
  done: (delivered: number, rejected: number, failed: number) =>
    delivered + rejected + failed === 0
      ? 'Nothing was waiting to be sent.'
      : `Delivered ${delivered}, refused ${rejected}, still waiting ${failed}.`,
} as const;
