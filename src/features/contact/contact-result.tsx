/** The green or red banner after a submission, inside live regions that exist before it appears. */
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { Outcome } from '../../outbox/records';
import { contactTexts } from './contact-texts';

// The outcome in the form's words (SPEC section 8): kept on the device is still a success for the visitor.
function successText(outcome: Outcome | undefined): string | undefined {
  if (outcome?.type === 'delivered') return contactTexts.results.sent;
  if (outcome?.type === 'queued') return contactTexts.results.storedLocally;
  return undefined;
}

function errorText(outcome: Outcome | undefined): string | undefined {
  if (outcome?.type === 'rejected') return outcome.message.trim() || contactTexts.results.error;
  if (outcome?.type === 'unsaved') return contactTexts.results.error;
  return undefined;
}

/** Success in a role="status" region, errors in a role="alert" region; the shown banner takes focus. */
export function ContactResult({
  outcome,
  resultRef,
}: {
  outcome: Outcome | undefined;
  resultRef: (element: HTMLElement | null) => void;
}) {
  const success = successText(outcome);
  const error = errorText(outcome);
  return (
    <>
      <div role="status" aria-live="polite">
        {success !== undefined ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            data-testid="contact-result"
            data-result={outcome?.type}
            className="mt-6 flex items-start gap-3 rounded-xl border border-emerald-600/40 bg-emerald-50 px-4 py-4 text-emerald-900"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
            <p className="text-[0.95rem] leading-6 font-medium">{success}</p>
          </div>
        ) : null}
      </div>
      <div role="alert">
        {error !== undefined ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            data-testid="contact-result"
            data-result={outcome?.type}
            className="mt-6 flex items-start gap-3 rounded-xl border border-red-600/40 bg-red-50 px-4 py-4 text-red-900"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
            <p className="text-[0.95rem] leading-6 font-medium">{error}</p>
          </div>
        ) : null}
      </div>
    </>
  );
}
