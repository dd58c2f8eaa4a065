import { describe, expect, it, vi } from 'vitest';
import type { ChatReply } from '../../backend/chat-function';
import { answerChatTurn, typingDelayMs } from './chat-answer';
import { fallbackReply } from './fallback/fallback-engine';
import { safeOfflineAnswer } from './offline-answer';

const failure = (reason: 'timeout' | 'network' | 'http' | 'unconfigured' | 'unsuccessful' | 'no-response'): ChatReply => ({
  ok: false,
  reason,
  message: 'AI service unavailable',
});

describe('answerChatTurn', () => {
  it("passes message, session id and record id to the backend and uses its answer, provider and confidence", async () => {
    const sendMessage = vi.fn(async (): Promise<ChatReply> => ({ ok: true, response: 'Hi from AI', provider: 'gemini', confidence: 0.9 }));
    const answer = await answerChatTurn('hello', 'session-1', 'record-1', { sendMessage, fallback: safeOfflineAnswer });
    expect(sendMessage).toHaveBeenCalledWith('hello', 'session-1', 'record-1');
    expect(answer).toEqual({ text: 'Hi from AI', provider: 'gemini', confidence: 0.9, followUpQuestions: [] });
  });

  it('offers the handoff under an online answer the backend marks uncertain or offering it, and only then', async () => {
    const live = (extra: Partial<Extract<ChatReply, { ok: true }>>) => async (): Promise<ChatReply> => ({
      ok: true,
      response: "Our site doesn't cover that question.",
      provider: 'gemini',
      confidence: 0.9,
      ...extra,
    });
    for (const extra of [{ uncertain: true }, { offerHandoff: true }, { uncertain: true, offerHandoff: true }]) {
      const answer = await answerChatTurn('weather?', 's', 'r', { sendMessage: live(extra), fallback: safeOfflineAnswer });
      expect(answer.offerHandoff, JSON.stringify(extra)).toBe(true);
    }
    const sure = await answerChatTurn('aeo', 's', 'r', { sendMessage: live({}), fallback: safeOfflineAnswer });
    expect(sure).not.toHaveProperty('offerHandoff');
  });

  it.each(['timeout', 'network', 'http', 'unconfigured', 'unsuccessful', 'no-response'] as const)(
    'falls back to the local reply when the call fails (%s)',
    async (reason) => {
      const answer = await answerChatTurn('what is AEO/GEO', 's', 'r', { sendMessage: async () => failure(reason), fallback: safeOfflineAnswer });
      const local = fallbackReply('what is AEO/GEO');
      expect(answer).toEqual({ text: local.response, provider: 'fallback', confidence: 0.8, followUpQuestions: local.followUpQuestions });
    },
  );

  it('falls back when the call itself throws, and keeps the action items of the consultation reply', async () => {
    const answer = await answerChatTurn('schedule a consultation', 's', 'r', {
      sendMessage: async () => {
        throw new Error('boom');
      },
      fallback: safeOfflineAnswer,
    });
    expect(answer.provider).toBe('fallback');
    expect(answer.actionItems).toEqual(fallbackReply('schedule a consultation').actionItems);
  });

  it("gives SPEC's apology when making the local answer fails", async () => {
    const broken = { search: () => { throw new Error('index unreadable'); } };
    const answer = await answerChatTurn('what is topical authority', 's', 'r', {
      sendMessage: async () => failure('network'),
      fallback: safeOfflineAnswer,
      siteSearch: async () => broken,
    });
    expect(answer.text).toMatch(/^I apologize, but I'm experiencing some technical difficulties\./);
    expect(answer.provider).toBe('fallback');
  });
});

describe('typingDelayMs', () => {
  it('spans 800 to 1600 ms over the random range', () => {
    expect(typingDelayMs(() => 0)).toBe(800);
    expect(typingDelayMs(() => 0.5)).toBe(1200);
    expect(typingDelayMs(() => 0.9999999)).toBe(1600);
    expect(typingDelayMs(() => 7)).toBe(1600);
    expect(typingDelayMs(() => -1)).toBe(800);
  });
});
