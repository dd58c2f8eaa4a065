/** One message: a user or assistant bubble with its en-US time, and any follow-up chips or action items. */
import type { ReactNode } from 'react';
import { actionItemSegments, chatSegments } from './chat-links';
import { ChatRichText } from './chat-rich-text';
import type { ChatMessage } from './chat-types';
import { ChatReplyLinks } from './chat-reply-links';
import { chatWidgetText } from './chat-widget-text';
import { formatHourMinute } from '../../lib/format-hour-minute';
import { SuggestionChip } from './suggestion-chip';

interface ChatMessageBubbleProps {
  message: ChatMessage;
  /** True while a reply is awaited: suggestion chips cannot be sent then. */
  busy: boolean;
  onSuggestion: (text: string) => void;
  /** A link to one of the site's pages in a reply was followed. */
  onInternalLink?: () => void;
  /** What the reply offers below it: sending the conversation to the team. */
  offer?: ReactNode;
}

/**
 * Texts are rendered as text, never as markup; line breaks are kept with white-space: pre-line. In the
 * assistant's messages, phone numbers, email addresses and the firm's pages are links, and a next step
 * about booking the strategy session links to /contact. "Sources" or "Read more" links may follow.
 */
export function ChatMessageBubble({ message, busy, onSuggestion, onInternalLink, offer }: ChatMessageBubbleProps) {
  const { isUser, suggestions, actionItems, links } = message;
  return (
    <div data-message-role={isUser ? 'user' : 'assistant'} className={`flex flex-col gap-1 ${isUser ? 'items-end' : 'items-start'}`}>
      <div
        className={`max-w-[88%] rounded-2xl px-3.5 py-2.5 text-base leading-relaxed ${
          isUser ? 'rounded-br-md bg-accent-700 text-white' : 'rounded-bl-md bg-navy-50 text-ink'
        }`}
      >
        <span className="sr-only">{isUser ? chatWidgetText.you : chatWidgetText.assistant}: </span>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">
          {isUser ? message.text : <ChatRichText segments={chatSegments(message.text)} onInternalLink={onInternalLink} />}
        </p>
        {links && links.links.length > 0 && <ChatReplyLinks links={links} onInternalLink={onInternalLink} />}
        {actionItems && actionItems.length > 0 && (
          <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-accent-600">
            {actionItems.map((item) => (
              <li key={item}>
                <ChatRichText segments={actionItemSegments(item)} onInternalLink={onInternalLink} />
              </li>
            ))}
          </ul>
        )}
        {suggestions && suggestions.length > 0 && (
          <div className="mt-2.5 flex flex-wrap gap-2">
            {suggestions.map((text) => (
              <SuggestionChip key={text} text={text} disabled={busy} onChoose={onSuggestion} />
            ))}
          </div>
        )}
      </div>
      {offer}
      <time dateTime={message.timestamp} className="px-1 text-xs text-muted">
        {formatHourMinute(message.timestamp)}
      </time>
    </div>
  );
}
