/** One chat turn's answer: the backend's AI when it answers, else the local fallback (docs/product/texts.md). */
import type { ChatReply } from '../../backend/chat-function';
import { TYPING_DELAY_MAX_MS, TYPING_DELAY_MIN_MS } from '../../lib/spec-constants';
import type { ChatAnswer, ChatLink } from './chat-types';
import type { FallbackResponse } from './fallback/fallback-types';

/** The backend call and the local engine an answer is made from. */
export interface AnswerSources {
  sendMessage: (message: string, sessionId: string, clientRecordId: string) => Promise<ChatReply>;
  fallback: (message: string) => FallbackResponse;
  /** Pages of the site for the visitor's words, from the local search index (works offline). */
  readMore?: (message: string) => Promise<ChatLink[]>;
}

/** At most this many "Read more" links under a fallback reply. */
export const READ_MORE_LINKS = 3;

// The fallback's reply stays SPEC's; the links come after it, and a failed lookup just leaves them out.
async function readMoreFor(message: string, sources: AnswerSources): Promise<ChatLink[]> {
  try {
    return (await sources.readMore?.(message))?.slice(0, READ_MORE_LINKS) ?? [];
  } catch {
    return [];
  }
}

function fromFallback(reply: FallbackResponse, readMore: ChatLink[]): ChatAnswer {
  return {
    text: reply.response,
    provider: reply.provider,
    confidence: reply.confidence,
    followUpQuestions: reply.followUpQuestions,
    ...(reply.actionItems ? { actionItems: reply.actionItems } : {}),
    ...(readMore.length > 0 ? { links: { heading: 'Read more' as const, links: readMore } } : {}),
  };
}

/** Asks the backend; any failure (not ok, time-out, network, a throw) gives the local reply with provider 'fallback'. */
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
    return { text: reply.response, provider: reply.provider, confidence: reply.confidence, followUpQuestions: [], ...cited };
  }
  const fallback = sources.fallback(message);
  return fromFallback(fallback, await readMoreFor(message, sources));
}

/** SPEC's random typing delay, 800 to 1600 ms, from a source of numbers in [0, 1). */
export function typingDelayMs(random: () => number): number {
  const fraction = Math.min(Math.max(random(), 0), 1);
  return Math.round(TYPING_DELAY_MIN_MS + fraction * (TYPING_DELAY_MAX_MS - TYPING_DELAY_MIN_MS));
}
