import { describe, expect, it } from 'vitest';
import { CHAT_SESSION_KEY } from '../../lib/chat-session-key';
import {
  MAX_STORED_MESSAGES,
  loadChatSession,
  newChatSession,
  saveChatSession,
  type ChatStorage,
} from './chat-session-storage';
import type { ChatMessage, ChatSession } from './chat-types';
import { chatGreeting } from './fallback/fallback-copy';

function memoryStorage(): ChatStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const throwing: ChatStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

let counter = 0;
const ids = () => `id-${++counter}`;

const message = (n: number): ChatMessage => ({ id: `m${n}`, text: `message ${n}`, isUser: n % 2 === 0, timestamp: new Date(2025, 0, 1, 9, n).toISOString() });

describe('chat session storage', () => {
  it('starts a session with a fresh id, only the greeting and an unknown intent', () => {
    const now = new Date(2025, 0, 1, 9, 30);
    const session = newChatSession(now, ids);
    expect(session.sessionId).toMatch(/^id-/);
    expect(session.userIntent).toBe('unknown');
    expect(session.messages).toEqual([{ id: expect.any(String), text: chatGreeting, isUser: false, timestamp: now.toISOString() }]);
  });

  it('saves under asc_chat_session and restores the same conversation', () => {
    const storage = memoryStorage();
    const session: ChatSession = { sessionId: 's-1', userIntent: 'pricing', messages: [message(1), { ...message(2), suggestions: ['a'], actionItems: ['b'] }] };
    saveChatSession(storage, session);
    expect(storage.data.has(CHAT_SESSION_KEY)).toBe(true);
    expect(loadChatSession(storage)).toEqual(session);
  });

  it(`keeps only the latest ${MAX_STORED_MESSAGES} messages`, () => {
    const storage = memoryStorage();
    const messages = Array.from({ length: MAX_STORED_MESSAGES + 15 }, (_, n) => message(n));
    saveChatSession(storage, { sessionId: 's', userIntent: 'unknown', messages });
    const restored = loadChatSession(storage);
    expect(restored?.messages).toHaveLength(MAX_STORED_MESSAGES);
    expect(restored?.messages.at(-1)).toEqual(messages.at(-1));
  });

  it('ignores missing, malformed or foreign data', () => {
    const storage = memoryStorage();
    expect(loadChatSession(storage)).toBeNull();
    expect(loadChatSession(null)).toBeNull();
    for (const raw of ['{not json', '"text"', '{"sessionId":"s","userIntent":"unknown","messages":[]}', '{"sessionId":"s","userIntent":"unknown","messages":[{"id":1}]}']) {
      storage.data.set(CHAT_SESSION_KEY, raw);
      expect(loadChatSession(storage), raw).toBeNull();
    }
  });

  it('ignores storage errors silently', () => {
    expect(loadChatSession(throwing)).toBeNull();
    expect(() => saveChatSession(throwing, newChatSession(new Date(), ids))).not.toThrow();
  });
});
