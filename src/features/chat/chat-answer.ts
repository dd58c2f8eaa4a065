/** One chat turn's answer: the backend's AI when it answers, else the answer without a model (offline-answer.ts). */
import type { ChatReply } from '../../backend/chat-function';
import { TYPING_DELAY_MAX_MS, TYPING_DELAY_MIN_MS } from '../../lib/spec-constants';
import type { ChatAnswer } from './chat-types';
import type { SiteSearchLike } from './offline-answer';

/** The backend call, the local answer and the site search an answer is made from. */
export interface AnswerSources {
  sendMessage: (message: string, sessionId: string, clientRecordId: string) => Promise<ChatReply>;
  /** The answer without a model, from the site search when it could be loaded (null when not). */
  fallback: (message: string, search: SiteSearchLike | null) => ChatAnswer;
  /** The site search's index (works offline); loaded on the first local answer, never with the page. */
  siteSearch?: () => Promise<SiteSearchLike>;
}

// A failed download (offline before a first visit) leaves the local answer to its rules and the pitch.
async function searchFor(sources: AnswerSources): Promise<SiteSearchLike | null> {
  try {
    return (await sources.siteSearch?.()) ?? null;
  } catch {
    return null;
  }
}

/** Asks the backend; any failure (not ok, time-out, network, a throw) gives the local answer with provider 'fallback'. */
export async function answerChatTurn(
  message: string,
  sessionId: string,
  clientRecordId: string,
  sources: AnswerSources,
): Promise<ChatAnswer> {
  let reply: ChatReply | undefined;
  try {
    reply = await sources.sendMessage(message, sessionId, clientRecordId);
  } catch {
    reply = undefined;
  }
  if (reply?.ok) {
    const cited = reply.sources?.length ? { links: { heading: 'Sources' as const, links: reply.sources } } : {};
    const handoff = reply.offerHandoff || reply.uncertain ? { offerHandoff: true } : {};
    return { text: reply.response, provider: reply.provider, confidence: reply.confidence, followUpQuestions: [], ...cited, ...handoff };
  }
  return sources.fallback(message, await searchFor(sources));
}

/** SPEC's random typing delay, 800 to 1600 ms, from a source of numbers in [0, 1). */
export function typingDelayMs(random: () => number): number {
  const fraction = Math.min(Math.max(random(), 0), 1);
  return Math.round(TYPING_DELAY_MIN_MS + fraction * (TYPING_DELAY_MAX_MS - TYPING_DELAY_MIN_MS));
}
