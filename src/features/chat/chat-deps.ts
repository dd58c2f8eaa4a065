/** What the chat needs from the outside world, injectable so tests control time, chance, network and storage. */
import { sendChatMessage } from '../../backend/chat-function';
import { pageOutbox, requestSync } from '../../outbox/page/outbox-sync';
import type { AnswerSources } from './chat-answer';
import { browserSessionStorage, type ChatStorage } from './chat-session-storage';
import { recordChatTurn } from './chat-turn-record';
import type { ChatTurn } from './chat-types';
import { safeOfflineAnswer } from './offline-answer';

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

/** The real collaborators: the ai-chatbot function, the answer without a model, the page's outbox and sessionStorage (the site search comes from src/islands). */
export function defaultChatDeps(): ChatDeps {
  return {
    sendMessage: sendChatMessage,
    fallback: safeOfflineAnswer,
    recordTurn: (turn) => recordChatTurn(pageOutbox(), turn, () => requestSync()),
    random: Math.random,
    now: () => new Date(),
    newId: () => crypto.randomUUID(),
    storage: browserSessionStorage,
  };
}
