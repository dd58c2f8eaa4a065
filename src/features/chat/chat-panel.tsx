/** The chat panel: a labelled, non-modal dialog with the conversation, quick replies, typing indicator and composer. */
import { useEffect, useId, useRef, useState } from 'react';
import { ChatComposer } from './chat-composer';
import { ChatHandoffArea } from './chat-handoff-area';
import { HandoffOfferButton } from './chat-handoff-offer-button';
import { defaultChatDeps, type ChatDeps } from './chat-deps';
import { ChatMessageBubble } from './chat-message-bubble';
import { ChatPanelHeader } from './chat-panel-header';
import { panelFrameClass, type ChatPanelProps } from './chat-view';
import { quickReplyChips } from './fallback/fallback-copy';
import { chatWidgetText } from './chat-widget-text';
import { SuggestionChip } from './suggestion-chip';
import { TypingIndicator } from './typing-indicator';
import { useChatHandoff } from './use-chat-handoff';
import { useChatStore } from './use-chat-store';
import { PHONE_QUERY } from './use-tucked-while-scrolling';

const NEWEST_MESSAGE_MARGIN_PX = 16;

/** Loaded on demand by LazyChatWidget; stays mounted (hidden when closed) so a pending reply is never lost. */
export function ChatPanel({ view, restored = false, onToggleMinimise, onClose, deps: overrides }: ChatPanelProps) {
  const [deps] = useState<ChatDeps>(() => ({ ...defaultChatDeps(), ...overrides }));
  const [{ session, pending }, store] = useChatStore(deps);
  const titleId = useId();
  const bodyId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const messages = session?.messages ?? [];
  const [storage] = useState(() => deps.storage());
  const handoff = useChatHandoff(storage, messages);
  const { place } = handoff;
  const offer = (look: 'reply' | 'request') => <HandoffOfferButton look={look} onOpen={handoff.open} buttonRef={handoff.offerRef} />;
  const onlyGreeting = messages.length === 1;
  // A chip disappears (the quick replies) or is disabled (follow-ups) once pressed: the text box takes the focus,
  // and keeps it while the reply is awaited (it is read-only then, not disabled), so focus never drops to the page.
  const sendChip = (text: string) => {
    store.send(text);
    inputRef.current?.focus();
  };
  // On a phone the panel covers the page: following a link to one of the site's pages shows that page.
  const onInternalLink = () => {
    if (view === 'open' && window.matchMedia?.(PHONE_QUERY).matches) onToggleMinimise();
  };

  // Opened by the visitor, the text box takes the focus; reopened by a page load, the page keeps it (the
  // panel mounts with the view it was left in; any later change is the visitor's).
  const mounting = useRef(true);
  useEffect(() => {
    const reopenedByLoad = mounting.current && restored;
    mounting.current = false;
    if (view === 'open' && !reopenedByLoad) inputRef.current?.focus();
  }, [view, restored]);

  // Scroll to the end, unless the newest message is taller than the view: then to its first line.
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || view !== 'open') return;
    const newest = logRef.current?.lastElementChild;
    const end = scroller.scrollHeight - scroller.clientHeight;
    scroller.scrollTop = newest instanceof HTMLElement ? Math.min(end, newest.offsetTop - NEWEST_MESSAGE_MARGIN_PX) : end;
  }, [view, messages.length, pending]);

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={view === 'closed'}
      data-view={view}
      className={`${panelFrameClass} ${view === 'open' ? 'h-[85dvh] sm:h-[min(680px,calc(100dvh-3rem))]' : ''}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <ChatPanelHeader
        titleId={titleId}
        bodyId={bodyId}
        minimised={view === 'minimised'}
        onToggleMinimise={onToggleMinimise}
        onClose={onClose}
      />
      <div id={bodyId} hidden={view !== 'open'} className="flex min-h-0 flex-1 flex-col">
        {/* Focusable so keyboard users can scroll a conversation that holds no buttons. */}
        <div
          ref={scrollRef}
          role="region"
          aria-label={chatWidgetText.conversation}
          tabIndex={0}
          className="relative flex-1 overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-offset-[-3px]"
        >
          <div ref={logRef} role="log" aria-live="polite" aria-label={chatWidgetText.log} className="space-y-4">
            {messages.map((message) => (
              <ChatMessageBubble
                key={message.id}
                message={message}
                busy={pending}
                onSuggestion={sendChip}
                onInternalLink={onInternalLink}
                offer={typeof place === 'object' && place.under === message.id ? offer('reply') : undefined}
              />
            ))}
          </div>
          {onlyGreeting && (
            <div role="group" aria-label={chatWidgetText.quickReplies} className="mt-4 flex flex-wrap gap-2">
              {quickReplyChips.map((text) => (
                <SuggestionChip key={text} text={text} disabled={pending} onChoose={sendChip} />
              ))}
            </div>
          )}
          <TypingIndicator active={pending} />
          <ChatHandoffArea handoff={handoff} session={session} />
        </div>
        {place === 'request' && offer('request')}
        <ChatComposer busy={pending} onSend={store.send} inputRef={inputRef} />
      </div>
    </section>
  );
}
