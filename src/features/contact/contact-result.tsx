/** The green or red banner after a submission, in the contact form's words (docs/product/texts.md). */
import { SubmissionResult } from '../../components/submission-result';
import type { Outcome } from '../../outbox/records';
import { contactTexts } from './contact-texts';

const BOX = { success: 'border-emerald-600/40 bg-emerald-50 text-emerald-900', failure: 'border-red-600/40 bg-red-50 text-red-900' };
const ICON = { success: 'text-emerald-700', failure: 'text-red-700' };

/** The result banner; the shown one takes focus. */
export function ContactResult({ outcome, resultRef }: { outcome: Outcome | undefined; resultRef: (element: HTMLElement | null) => void }) {
  return (
    <SubmissionResult
      outcome={outcome}
      words={contactTexts.results}
      resultRef={resultRef}
      testId="contact-result"
      boxClass={(tone) => `mt-6 flex items-start gap-3 rounded-xl border ${BOX[tone]} px-4 py-4`}
      iconClass={(tone) => ICON[tone]}
    >
      {(_tone, text) => <p className="text-base leading-6 font-semibold">{text}</p>}
    </SubmissionResult>
  );
}
