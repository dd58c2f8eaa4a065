/** The notice itself: what was not accepted, the server's reason, and where to correct it. */
import { AlertTriangle, X } from 'lucide-react';
import { useId, type MouseEvent } from 'react';
import { correctionHref, type Refusal } from '../../outbox/page/corrections';
import { noticeTime, rejectionNoticeTexts as texts } from './rejection-notice-texts';

/** Lists `refusals`; dismissing or following a link calls `onDone` (the visitor has been told), which resolves before the link is followed. */
export function RejectionNoticePanel({ refusals, onDone, timeZone }: { refusals: readonly Refusal[]; onDone: () => Promise<void>; timeZone?: string }) {
  const follow = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // The note that the visitor has been told must be written before the page goes away.
    event.preventDefault();
    void onDone().finally(() => window.location.assign(href));
  };
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid="rejection-notice"
      className="fixed bottom-4 left-4 z-40 w-[min(28rem,calc(100vw-6.5rem))] rounded-lg border border-red-700/30 bg-white p-4 text-sm text-navy-900 shadow-lg"
    >
      <div role="status" className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-red-900">
            {texts.title}
          </h2>
          <p className="mt-1">{texts.intro}</p>
          <ul className="mt-2 grid gap-2">
            {refusals.map(({ kind, record, message }) => {
              const href = correctionHref(kind, record.id) ?? '/contact';
              return (
                <li key={`${kind}:${record.id}`} data-kind={kind}>
                  <p>
                    <strong className="font-semibold">{texts.what[kind](noticeTime(record.timestamp, timeZone))}</strong>. {texts.reason} {message.trim() || texts.noReason}
                  </p>
                  <a href={href} onClick={follow(href)} className="font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-600">
                    {texts.correct[kind]}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
        <button
          type="button"
          onClick={() => void onDone()}
          aria-label={texts.dismissLabel}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-navy-50 hover:text-navy-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
