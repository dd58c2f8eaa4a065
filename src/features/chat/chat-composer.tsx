/**
 * The message box: Enter sends, Shift+Enter adds a line, blank text is never sent. While a reply is awaited
 * the box and the send button are disabled as SPEC asks, but through aria-disabled and a read-only box rather
 * than the disabled attribute: nothing can be typed or sent twice, and focus stays where the visitor is.
 */
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../schema/submission';
import { chatWidgetText } from './chat-widget-text';

interface ChatComposerProps {
  busy: boolean;
  /** Returns true when the message was sent; the box is cleared only then. */
  onSend: (text: string) => boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

export function ChatComposer({ busy, onSend, inputRef }: ChatComposerProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const canSend = !busy && text.trim() !== '';

  // The store refuses blank text and a second message while a reply is awaited; this only spares the call.
  const submit = () => {
    if (canSend && onSend(text)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An Enter that confirms an input-method composition (Japanese, Chinese...) is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      aria-busy={busy}
      className="flex items-end gap-2 border-t border-navy-100 bg-white p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {chatWidgetText.inputLabel}
      </label>
      <textarea
        id={inputId}
        ref={inputRef}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        readOnly={busy}
        aria-disabled={busy}
        placeholder={chatWidgetText.inputPlaceholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-navy-800/25 bg-white px-3.5 py-2.5 text-base leading-6 text-ink [field-sizing:content] placeholder:text-muted focus-visible:border-accent-600 aria-disabled:cursor-not-allowed aria-disabled:bg-navy-50"
      />
      <button
        type="submit"
        aria-disabled={!canSend}
        aria-label={chatWidgetText.send}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-600 text-white transition-colors hover:bg-accent-700 aria-disabled:cursor-not-allowed aria-disabled:bg-navy-100 aria-disabled:text-muted"
      >
        <SendHorizontal aria-hidden="true" className="h-5 w-5" />
      </button>
    </form>
  );
}
