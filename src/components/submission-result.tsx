/** The result of a form's submission: live regions that exist before it appears, and the outcome put into the form's words. */
import type { ReactNode } from 'react';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { Outcome } from '../outbox/records';

/** A form's words for each outcome; kept on the device is still a success for the visitor. */
export interface OutcomeWords {
  delivered: string;
  /** Delivered before (the email was already subscribed); `delivered` when absent. */
  alreadyDelivered?: string;
  storedLocally: string;
  /** Shown when nothing was stored or sent, and for a refusal the server gave no reason for. */
  error: string;
}

type Tone = 'success' | 'failure';

/** The words for an outcome; nothing before a submission. */
export function outcomeText(outcome: Outcome | undefined, words: OutcomeWords): string | undefined {
  if (outcome?.type === 'delivered') return (outcome.already && words.alreadyDelivered) || words.delivered;
  if (outcome?.type === 'queued') return words.storedLocally;
  if (outcome?.type === 'rejected') return outcome.message.trim() || words.error;
  return outcome?.type === 'unsaved' ? words.error : undefined;
}

/**
 * Success in a role="status" region, failures in a role="alert" region. The shown box takes focus
 * (tabIndex -1) so the result is both read out and seen; the form styles it by tone.
 */
export function SubmissionResult({
  outcome,
  words,
  resultRef,
  testId,
  boxClass,
  iconClass,
  children,
}: {
  outcome: Outcome | undefined;
  words: OutcomeWords;
  resultRef: (element: HTMLElement | null) => void;
  testId: string;
  boxClass: (tone: Tone) => string;
  iconClass: (tone: Tone) => string;
  /** What the box says next to its icon. */
  children: (tone: Tone, text: string) => ReactNode;
}) {
  const text = outcomeText(outcome, words);
  const tone: Tone = outcome?.type === 'delivered' || outcome?.type === 'queued' ? 'success' : 'failure';
  const Icon = tone === 'success' ? CheckCircle2 : AlertTriangle;
  const box =
    text === undefined ? null : (
      <div ref={resultRef} tabIndex={-1} data-testid={testId} className={boxClass(tone)}>
        <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${iconClass(tone)}`} />
        {children(tone, text)}
      </div>
    );
  return (
    <>
      <div role="status" aria-live="polite">
        {tone === 'success' ? box : null}
      </div>
      <div role="alert">{tone === 'failure' ? box : null}</div>
    </>
  );
}
