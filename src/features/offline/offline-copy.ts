import { offlineHeadCopy } from './offline-head-copy';

/** The offline page's words. */
export const offlineCopy = {
  ...offlineHeadCopy,
  eyebrow: 'No connection',
  intro:
    'This page has not been saved on this device yet. Every page you can reach from the menu works offline; this one will open once you reconnect.',
  tryAgain: 'Try again',
  home: 'Back to Home',
  insights: 'Read Saved Insights',
  returning: 'You are back online. Opening the page you asked for...',
} as const;
