/** One chat turn's answer: the backend's AI when it answers, else the local fallback (docs/product/texts.md). */
import type { ChatReply } from '../../backend/chat-function';
import { TYPING_DELAY_MAX_MS, TYPING_DELAY_MIN_MS } from '../../lib/spec-constants';
import type { ChatAnswer } from './chat-types';
import type { FallbackResponse } from './fallback/fallback-types';

/** The backend call and the local engine an answer is made from. */
export interface AnswerSources {
  sendMessage: (message: string, sessionId: string, clientRecordId: string) => Promise<ChatReply>;
  fallback: (message: string) => FallbackResponse;
}

function fromFallback(reply: FallbackResponse): ChatAnswer {
  return {
    text: reply.response,
    provider: reply.provider,
    confidence: reply.confidence,
    followUpQuestions: reply.followUpQuestions,
    ...(reply.actionItems ? { actionItems: reply.actionItems } : {}),
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
    return { text: reply.response, provider: reply.provider, confidence: reply.confidence, followUpQuestions: [] };
  }
  return fromFallback(sources.fallback(message));
}

/** SPEC's random typing delay, 800 to 1600 ms, from a source of numbers in [0, 1). */
export function typingDelayMs(random: () => number): number {
  const fraction = Math.min(Math.max(random(), 0), 1);
  return Math.round(TYPING_DELAY_MIN_MS + fraction * (TYPING_DELAY_MAX_MS - TYPING_DELAY_MIN_MS));
}
