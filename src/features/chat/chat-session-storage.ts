/** Keeps the conversation for the visit in sessionStorage, so it survives reloads and navigation; errors are ignored. */
import { isStoredChatMessage } from '../../lib/chat-conversation';
import { CHAT_SESSION_KEY } from '../../lib/chat-session-key';
import type { ChatSession } from './chat-types';
import { chatGreeting } from './fallback/fallback-copy';

/** How many of the latest messages are kept; older ones are dropped from storage. */
export const MAX_STORED_MESSAGES = 60;

/** The part of Storage the chat uses. */
export type ChatStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A new conversation that holds only the greeting. */
export function newChatSession(now: Date, newId: () => string): ChatSession {
  return {
    sessionId: newId(),
    messages: [{ id: newId(), text: chatGreeting, isUser: false, timestamp: now.toISOString() }],
    userIntent: 'unknown',
  };
}

function isSession(value: unknown): value is ChatSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.sessionId === 'string' &&
    s.sessionId !== '' &&
    typeof s.userIntent === 'string' &&
    Array.isArray(s.messages) &&
    s.messages.length > 0 &&
    s.messages.every(isStoredChatMessage)
  );
}

/** The stored conversation, or null when there is none, it is unreadable or storage is unavailable. */
export function loadChatSession(storage: ChatStorage | null): ChatSession | null {
  try {
    const raw = storage?.getItem(CHAT_SESSION_KEY);
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores the conversation, keeping only its latest messages. */
export function saveChatSession(storage: ChatStorage | null, session: ChatSession): void {
  try {
    const stored: ChatSession = { ...session, messages: session.messages.slice(-MAX_STORED_MESSAGES) };
    storage?.setItem(CHAT_SESSION_KEY, JSON.stringify(stored));
  } catch {
    // docs/product/records.md: storage errors are ignored silently.
  }
}

/** The tab's sessionStorage, or null where reading it throws (blocked storage). */
export function browserSessionStorage(): ChatStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
