/** The 'Success!' or 'Error' box after a signup, inside live regions that exist before it appears. */
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { NewsletterStyles } from './newsletter-styles';
import type { Outcome } from '../../outbox/records';
import { newsletterTexts } from './newsletter-texts';

// The outcome in the signup's words (SPEC section 8): kept on the device still thanks the visitor.
function successText(outcome: Outcome | undefined): string | undefined {
  if (outcome?.type === 'delivered') return outcome.already ? newsletterTexts.results.alreadySubscribed : newsletterTexts.results.subscribed;
  if (outcome?.type === 'queued') return newsletterTexts.results.storedLocally;
  return undefined;
}

function errorText(outcome: Outcome | undefined): string | undefined {
  if (outcome?.type === 'rejected') return outcome.message.trim() || newsletterTexts.results.error;
  if (outcome?.type === 'unsaved') return newsletterTexts.results.error;
  return undefined;
}

function ResultBox({
  kind,
  title,
  text,
  styles,
  resultRef,
}: {
  kind: 'success' | 'failure';
  title: string;
  text: string;
  styles: NewsletterStyles;
  resultRef: (element: HTMLElement | null) => void;
}) {
  const Icon = kind === 'success' ? CheckCircle2 : AlertTriangle;
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      data-testid="newsletter-result"
      className={`mt-5 flex items-start gap-3 rounded-xl border px-4 py-3.5 ${kind === 'success' ? styles.success : styles.failure}`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 h-5 w-5 shrink-0 ${kind === 'success' ? styles.successIcon : styles.failureIcon}`}
      />
      <div className="text-[0.95rem] leading-6">
        <p className="font-bold">{title}</p>
        <p>{text}</p>
      </div>
    </div>
  );
}

/** Success in a role="status" region, errors in a role="alert" region; the shown box takes focus. */
export function NewsletterResult({
  outcome,
  styles,
  resultRef,
}: {
  outcome: Outcome | undefined;
  styles: NewsletterStyles;
  resultRef: (element: HTMLElement | null) => void;
}) {
  const success = successText(outcome);
  const error = errorText(outcome);
  return (
    <>
      <div role="status" aria-live="polite">
        {success !== undefined ? (
          <ResultBox kind="success" title={newsletterTexts.successTitle} text={success} styles={styles} resultRef={resultRef} />
        ) : null}
      </div>
      <div role="alert">
        {error !== undefined ? (
          <ResultBox kind="failure" title={newsletterTexts.errorTitle} text={error} styles={styles} resultRef={resultRef} />
        ) : null}
      </div>
    </>
  );
}
