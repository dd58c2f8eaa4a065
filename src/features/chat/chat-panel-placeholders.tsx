/** What stands in for the panel while its code loads, or if it cannot load (offline before it was cached). */
import { X } from 'lucide-react';
import type { ChatPanelProps } from './chat-view';
import { panelFrameClass } from './chat-view';
import { chatWidgetText } from './chat-widget-text';

/** The Suspense fallback while the panel's code is fetched. */
export function ChatPanelLoading() {
  return (
    <div role="status" className={`${panelFrameClass} items-center justify-center gap-3 p-8`}>
      <span aria-hidden="true" className="h-8 w-8 rounded-full border-4 border-navy-100 border-t-accent-600 motion-safe:animate-spin" />
      <p className="text-sm font-semibold text-muted">{chatWidgetText.loading}</p>
    </div>
  );
}

/** Shown in place of the panel when its code failed to load, with the firm's phone and email. */
export function ChatPanelUnavailable({ view, onClose }: ChatPanelProps) {
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-label={chatWidgetText.title}
      hidden={view === 'closed'}
      className={`${panelFrameClass} gap-3 p-5`}
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="pt-2.5 text-base leading-relaxed text-ink">{chatWidgetText.unavailable}</p>
        <button
          type="button"
          aria-label={chatWidgetText.close}
          onClick={onClose}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
