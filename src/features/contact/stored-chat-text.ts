/** Whether this visit holds a conversation with the chat's assistant, asked without loading what reads it. */
import { CHAT_SESSION_KEY } from '../../lib/chat-session-key';

/** The stored text of the chat's conversation; null when there is none or storage is unavailable. */
export function storedChatText(): string | null {
  try {
    return window.sessionStorage.getItem(CHAT_SESSION_KEY);
  } catch {
    return null;
  }
}

