/**
 * The chat's conversation as the visit keeps it in sessionStorage, read without the chat itself: the chat
 * stores and restores it with these checks, and the team receives it from them (the chat's form for the
 * team, the contact page's option to attach it), as a transcript and as the visitor's own words.
 */
import {
  MESSAGE_MAX_LENGTH,
  TRANSCRIPT_LINE_MAX_LENGTH,
  TRANSCRIPT_MAX_LINES,
  isBlankText,
  type TranscriptLine,
} from '../../schema/submission';
import { fitTranscript } from '../../schema/contact-handoff';

/** What every stored message holds, whoever wrote it, and the lists an assistant message may show. */
export interface StoredChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** ISO 8601 time the message was added. */
  timestamp: string;
  suggestions?: string[];
  actionItems?: string[];
}

/** The stored conversation as the team may receive it. */
export interface StoredConversation {
  sessionId: string;
  messages: StoredChatMessage[];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Whether `value` is a message the chat stored (id, text, isUser, a readable time, and its lists when present). */
export function isStoredChatMessage(value: unknown): value is StoredChatMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.text === 'string' &&
    typeof m.isUser === 'boolean' &&
    typeof m.timestamp === 'string' &&
    !Number.isNaN(Date.parse(m.timestamp)) &&
    (m.suggestions === undefined || isStringList(m.suggestions)) &&
    (m.actionItems === undefined || isStringList(m.actionItems))
  );
}

/** The conversation in `raw`, the stored text of CHAT_SESSION_KEY (chat-session-key.ts); null when there is none or it is unreadable. */
export function parseStoredConversation(raw: string | null): StoredConversation | null {
  try {
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown> | null;
    const { sessionId, messages } = parsed ?? {};
    if (typeof sessionId !== 'string' || sessionId === '' || !Array.isArray(messages)) return null;
    return { sessionId, messages: messages.filter(isStoredChatMessage) };
  } catch {
    return null;
  }
}

/** How many messages the visitor wrote. */
export function visitorMessageCount(messages: readonly StoredChatMessage[]): number {
  return messages.filter((message) => message.isUser).length;
}

// Control characters but line breaks and tabs are refused in a contact; a chat message may hold one pasted in.
const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return character !== '\n' && character !== '\t' && (code < 0x20 || (code >= 0x7f && code <= 0x9f));
};

// At most `max` characters (code points), cut with an ellipsis.
function clip(text: string, max: number): string {
  const characters = Array.from(text).filter((character) => !isControl(character));
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('').trimEnd()}…`;
}

/** The visitor's own messages, oldest first, a blank line between them; the latest ones when they are too long for a contact's message. */
export function visitorWords(messages: readonly StoredChatMessage[]): string {
  const words = messages.filter((message) => message.isUser && !isBlankText(message.text)).map((message) => message.text.trim());
  let joined = words.join('\n\n');
  // Older messages give way first: the latest say best what the visitor wants now.
  while (Array.from(joined).length > MESSAGE_MAX_LENGTH && words.length > 1) {
    words.shift();
    joined = `…\n\n${words.join('\n\n')}`;
  }
  return clip(joined, MESSAGE_MAX_LENGTH);
}

// What the visitor saw of a message: its text, then its next steps or suggested questions, one a line.
function shownText(message: StoredChatMessage): string {
  const lists = [...(message.actionItems ?? []), ...(message.suggestions ?? [])].map((item) => `- ${item}`);
  return [message.text.trim(), ...lists].filter((part) => part !== '').join('\n');
}

/** The conversation as transcript lines, oldest first: its latest lines when it is longer than a contact may carry. */
export function transcriptOf(messages: readonly StoredChatMessage[]): TranscriptLine[] {
  const lines = messages
    .map((message): TranscriptLine => ({
      from: message.isUser ? 'visitor' : 'assistant',
      text: clip(shownText(message), TRANSCRIPT_LINE_MAX_LENGTH),
      at: new Date(message.timestamp).toISOString(),
    }))
    .filter((line) => !isBlankText(line.text));
  // The latest lines that fit the byte limit: the functions read at most 64 KB, and a longer request
  // would be refused for good, its record never delivered.
  return fitTranscript(lines.slice(-TRANSCRIPT_MAX_LINES));
}
