/** The 'Success!' or 'Error' box after a signup, in the signup's words (docs/product/texts.md). */
import { SubmissionResult } from '../../components/submission-result';
import type { Outcome } from '../../outbox/records';
import type { NewsletterStyles } from './newsletter-styles';
import { newsletterTexts } from './newsletter-texts';

/** The result box; the shown one takes focus. */
export function NewsletterResult({
  outcome,
  styles,
  resultRef,
}: {
  outcome: Outcome | undefined;
  styles: NewsletterStyles;
  resultRef: (element: HTMLElement | null) => void;
}) {
  return (
    <SubmissionResult
      outcome={outcome}
      words={newsletterTexts.results}
      resultRef={resultRef}
      testId="newsletter-result"
      boxClass={(tone) => `mt-5 flex items-start gap-3 rounded-xl border px-4 py-3.5 ${styles[tone]}`}
      iconClass={(tone) => styles[`${tone}Icon`]}
    >
      {(tone, text) => (
        <div className="text-base leading-6">
          <p className="font-semibold">{tone === 'success' ? newsletterTexts.successTitle : newsletterTexts.errorTitle}</p>
          <p>{text}</p>
        </div>
      )}
    </SubmissionResult>
  );
}
