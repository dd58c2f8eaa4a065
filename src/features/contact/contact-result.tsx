/** The green or red banner after a submission, inside live regions that exist before it appears. */
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { contactTexts } from './contact-texts';
import type { ContactStatus } from './use-contact-form';

function successText(status: ContactStatus): string | undefined {
  if (status.type === 'sent') return contactTexts.results.sent;
  if (status.type === 'stored') return contactTexts.results.storedLocally;
  return undefined;
}

function errorText(status: ContactStatus): string | undefined {
  if (status.type === 'rejected') return status.message.trim() || contactTexts.results.error;
  if (status.type === 'error') return contactTexts.results.error;
  return undefined;
}

/** Success in a role="status" region, errors in a role="alert" region; the shown banner takes focus. */
export function ContactResult({
  status,
  resultRef,
}: {
  status: ContactStatus;
  resultRef: (element: HTMLElement | null) => void;
}) {
  const success = successText(status);
  const error = errorText(status);
  return (
    <>
      <div role="status" aria-live="polite">
        {success !== undefined ? (
          <div
            ref={resultRef}
            tabIndex={-1}
            data-testid="contact-result"
            data-result={status.type}
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
            data-result={status.type}
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
