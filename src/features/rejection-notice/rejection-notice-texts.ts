/** Every text of the notice that tells a returning visitor what the firm's server did not accept. */
import type { OutboxKind } from '../../outbox/records';

export const rejectionNoticeTexts = {
  title: 'Something you sent earlier was not accepted',
  intro: 'Our server could not accept the following, so it has not reached us yet:',
  what: {
    contact: (when: string) => `Your message of ${when}`,
    newsletter: (when: string) => `Your newsletter signup of ${when}`,
    conversation: (when: string) => `Your chat message of ${when}`,
  } satisfies Record<OutboxKind, (when: string) => string>,
  reason: 'Reason:',
  noReason: 'no reason was given.',
  correct: {
    contact: 'Correct and send it again',
    newsletter: 'Correct your signup',
    conversation: 'Write to us instead',
  } satisfies Record<OutboxKind, string>,
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss this notice',
} as const;

/** 'Oct 31, 1:05 PM' in the visitor's time zone (en-US, as the site's other times); `timeZone` is for tests. */
export function noticeTime(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
}
