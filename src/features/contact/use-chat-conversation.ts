/**
 * The visit's conversation with the chat's assistant, as the contact form may attach it: read from the
 * chat's stored session after hydration (the prerendered form cannot know it), again at each render, so
 * a conversation held on this page (the chat is on every page) is counted as it grows.
 */
import { parseStoredConversation, transcriptOf, visitorMessageCount, CHAT_SESSION_KEY, type StoredConversation } from '../../lib/chat-conversation';
import type { TranscriptLine } from '../../../schema/submission';

/** A conversation the visitor wrote in: its session id, its transcript and how many messages are theirs. */
export interface AttachableConversation {
  sessionId: string;
  transcript: TranscriptLine[];
  visitorMessages: number;
}

let last: { raw: string | null; conversation: StoredConversation | null } = { raw: null, conversation: null };

function storedText(): string | null {
  try {
    return window.sessionStorage.getItem(CHAT_SESSION_KEY);
  } catch {
    return null;
  }
}

/** The conversation to offer, or null before hydration, without one, or when the visitor wrote nothing in it. */
export function attachableConversation(hydrated: boolean): AttachableConversation | null {
  if (!hydrated) return null;
  const raw = storedText();
  // Parsed again only when the stored text changed: this runs at every keystroke in the form.
  if (raw !== last.raw) last = { raw, conversation: parseStoredConversation(raw) };
  const { conversation } = last;
  if (conversation === null) return null;
  const visitorMessages = visitorMessageCount(conversation.messages);
  return visitorMessages === 0 ? null : { sessionId: conversation.sessionId, transcript: transcriptOf(conversation.messages), visitorMessages };
}
