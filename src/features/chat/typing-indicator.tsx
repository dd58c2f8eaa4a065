/** The live status that says a reply is coming: three dots and the words for screen readers, only while pending. */
import { chatWidgetText } from './chat-widget-text';

export function TypingIndicator({ active }: { active: boolean }) {
  return (
    // Spaced from the conversation only while shown: the idle status takes no room below the quick replies.
    <div role="status" className="min-h-0">
      {active && (
        <div className="mt-4 inline-flex items-center gap-2 rounded-2xl rounded-bl-md bg-navy-50 px-3.5 py-3">
          <span aria-hidden="true" className="flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="h-2 w-2 rounded-full bg-navy-700 motion-safe:animate-bounce"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          <span className="sr-only">{chatWidgetText.typing}</span>
        </div>
      )}
    </div>
  );
}
