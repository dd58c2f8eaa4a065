/**
 * The contact form's offer to attach the visitor's conversation with the chat's assistant, when this visit
 * holds one the visitor wrote in (read from the chat's stored session by src/lib/chat-conversation.ts):
 * a checkbox that says how many messages, and a preview of what would be sent.
 */
import { useId } from 'react';
import type { TranscriptLine } from '../../../schema/submission';
import { contactTexts } from './contact-texts';

const { attach: texts } = contactTexts;

/** The checkbox and its preview; nothing when there is no conversation to attach. */
export function ContactAttachConversation({
  transcript,
  visitorMessages,
  checked,
  onChange,
}: {
  transcript: TranscriptLine[];
  visitorMessages: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="rounded-lg border border-navy-800/20 bg-navy-50/60 px-4 py-3 sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-count`}
          className="mt-0.5 h-5 w-5 shrink-0 accent-accent-700"
        />
        <label htmlFor={id} className="text-sm font-semibold text-navy-900">
          {texts.label} <span id={`${id}-count`} className="font-normal text-muted">{texts.count(visitorMessages, transcript.length)}</span>
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
