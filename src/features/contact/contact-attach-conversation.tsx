/**
 * The contact form's offer to attach the visitor's conversation with the chat's assistant, when this visit
 * holds one the visitor wrote in: a checkbox that says how many messages, and a preview of what would be
 * sent. Fetched by the form only where the visit holds a conversation, with what reads it.
 */
import { useId } from 'react';
import type { ContactSubmission, TranscriptLine } from '../../../schema/submission';
import { parseStoredConversation, transcriptOf, visitorMessageCount, type StoredConversation } from '../../lib/chat-conversation';
import { storedChatText } from './stored-chat-text';
import { contactTexts } from './contact-texts';

/** A conversation the visitor wrote in: its session id, its transcript and how many messages are theirs. */
interface AttachableConversation {
  sessionId: string;
  transcript: TranscriptLine[];
  visitorMessages: number;
}

let last: { raw: string | null; conversation: StoredConversation | null } = { raw: null, conversation: null };

/** The conversation to offer, or null without one, or when the visitor wrote nothing in it. */
function attachableConversation(): AttachableConversation | null {
  const raw = storedChatText();
  // Parsed again only when the stored text changed: this runs at every keystroke in the form.
  if (raw !== last.raw) last = { raw, conversation: parseStoredConversation(raw) };
  const { conversation } = last;
  if (conversation === null) return null;
  const visitorMessages = visitorMessageCount(conversation.messages);
  return visitorMessages === 0 ? null : { sessionId: conversation.sessionId, transcript: transcriptOf(conversation.messages), visitorMessages };
}

/** What an attached conversation adds to a contact sent from `page` (the module is loaded once the box shows): the transcript as it stands now, where it came from, and its session. */
export function chatAttachment(page: string): Pick<ContactSubmission, 'transcript' | 'origin' | 'chatSessionId'> {
  const conversation = attachableConversation();
  return conversation === null ? {} : { transcript: conversation.transcript, origin: { via: 'chat', page }, chatSessionId: conversation.sessionId };
}

const { attach: texts } = contactTexts;

/** The checkbox and its preview; nothing when there is no conversation to attach. */
export function ContactAttachConversation({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  const conversation = attachableConversation();
  if (conversation === null) return null;
  const { transcript, visitorMessages } = conversation;
  return (
    <div className="rounded-lg border border-navy-800/20 bg-navy-50/60 px-4 py-3 sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-accent-700"
        />
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {texts.label} <span className="font-normal text-muted">{texts.count(visitorMessages, transcript.length)}</span>
        </label>
      </div>
      <details className="mt-2 pl-8 text-sm">
        <summary className="cursor-pointer font-semibold text-accent-700">{texts.preview}</summary>
        <ol className="mt-2 max-h-48 space-y-1.5 overflow-y-auto pr-1" tabIndex={0} aria-label={texts.preview}>
          {transcript.map((line, index) => (
            <li key={index} className="whitespace-pre-line [overflow-wrap:anywhere]">
              <span className="font-semibold text-navy-900">{line.from === 'visitor' ? texts.you : texts.assistant}:</span> {line.text}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
