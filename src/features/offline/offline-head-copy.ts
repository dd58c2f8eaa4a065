/** The offline page's title and description: the route's head needs them in the entry, the rest of its words load with the page. */
export const offlineHeadCopy = {
  title: 'You Are Offline',
  description: 'This page has not been saved on this device yet. Reconnect to open it; saved pages keep working offline.',
} as const;
