/** What the chat needs from the outside world, injectable so tests control time, chance, network and storage. */
import { sendChatMessage } from '../../backend/chat-function';
import { pageOutbox, requestSync } from '../../backend/outbox-sync';
import type { AnswerSources } from './chat-answer';
import { browserSessionStorage, type ChatStorage } from './chat-session-storage';
import { recordChatTurn } from './chat-turn-record';
import type { ChatTurn } from './chat-types';
import { safeFallbackReply } from './fallback/fallback-engine';

/** The chat's collaborators. */
export interface ChatDeps extends AnswerSources {
  /** Stores an answered turn in the outbox; failures are ignored by the caller. */
  recordTurn: (turn: ChatTurn) => Promise<unknown>;
  /** A number in [0, 1), for the typing delay. */
  random: () => number;
  now: () => Date;
  newId: () => string;
  /** Where the conversation is kept for the visit; null when storage is unavailable. */
  storage: () => ChatStorage | null;
}

/** The real collaborators: the ai-chatbot function, the fallback engine, the page's outbox and sessionStorage. */
export function defaultChatDeps(): ChatDeps {
  return {
    sendMessage: sendChatMessage,
    fallback: (message) => safeFallbackReply(message),
    recordTurn: (turn) => recordChatTurn(pageOutbox(), turn, () => requestSync()),
    random: Math.random,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    storage: browserSessionStorage,
  };
}
