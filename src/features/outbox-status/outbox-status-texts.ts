/** Every text of the outbox status page (an operations page, not linked from the site). */
import type { DeliveryStatus, OutboxKind, QueueReason } from '../../outbox/records';

export const outboxStatusTexts = {
  title: 'Outbox status',
  eyebrow: 'Operations',
  description:
    'What this device has stored for delivery: contact messages, newsletter signups and chat turns, with their delivery state.',
  intro:
    'Everything a visitor sends from this device is stored here first and delivered to the firm when the backend can be reached. This page shows what is waiting, what was delivered and what the server refused, and lets you send again or export what has not arrived.',
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
  exportJson: 'Export undelivered as JSON',
  exportCsv: 'Export undelivered as CSV',
  exportNote: 'Exports hold every waiting and refused record in full, including email addresses: hand them over securely.',
  configurationTitle: 'Configuration problem',
  configuration:
    'The backend refuses this site\'s address or key, so nothing can be delivered until the site is rebuilt with the right VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY. The waiting records are kept and retried; none is lost.',
  configurationDetail: 'Last answer:',
  sendAgain: 'Send again',
  sendAgainLabel: (who: string) => `Send again: ${who}`,
  recordsHeading: 'Records',
  noRecords: 'Nothing is stored on this device.',
  shownOf: (shown: number, total: number) => `Showing the newest ${shown} of ${total} records; the exports hold every undelivered record.`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  /** A chat conversation's name: its first question and when it was asked. */
  chatName: (question: string, time: string) => `“${question}” at ${time}`,
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
  failed: 'The sync could not run on this device.',
  done: (delivered: number, rejected: number, waiting: number) =>
    delivered + rejected + waiting === 0
      ? 'Nothing was waiting to be sent.'
      : `Delivered ${delivered}, refused ${rejected}, still waiting ${waiting}.`,
  /** Why records still wait after a round, and when the next try is. */
  waiting: (reason: QueueReason, seconds: number) => WAITING[reason](seconds),
} as const;

const WAITING: Record<QueueReason, (seconds: number) => string> = {
  offline: () => 'The backend could not be reached. The records stay here and are sent automatically once it answers.',
  throttled: (seconds) => `The backend asked us to slow down. The rest is sent automatically in about ${seconds} s.`,
  server: (seconds) => `The backend had a problem. The rest is sent automatically in about ${seconds} s.`,
  configuration: (seconds) => `The backend refused this site's key or address (a configuration problem). Tried again in about ${seconds} s.`,
  unrecognised: (seconds) =>
    `Something other than the backend answered (a Wi-Fi sign-in page or a wrong backend address), so nothing was delivered. Tried again in about ${seconds} s.`,
};

/** Why a pending record waits and when it is tried next, on its line in the records list. */
export const pendingWaitTexts = {
  reasons: {
    offline: 'Waiting for a connection: the backend could not be reached.',
    throttled: 'Waiting because the backend asked this site to slow down.',
    server: 'Waiting because the backend had a problem.',
    configuration: "Waiting because the backend refused this site's key or address.",
    unrecognised: 'Waiting because something other than the backend answered (a Wi-Fi sign-in page or a wrong backend address).',
  } satisfies Record<QueueReason, string>,
  /** A record tried before its reason was kept. */
  otherReason: 'Waiting because the last try did not go through.',
  notTriedYet: 'Waiting to be sent.',
  nextTryAt: (time: string) => `Next try at ${time}.`,
  nextTryNow: 'Next try: now.',
  noBackend: 'Kept on this device: no backend is configured to send it to.',
} as const;
