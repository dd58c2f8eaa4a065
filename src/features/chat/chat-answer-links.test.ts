import { describe, expect, it, vi } from 'vitest';
import type { ChatReply } from '../../backend/chat-function';
import { answerChatTurn } from './chat-answer';
import { safeFallbackReply } from './fallback/fallback-engine';

const offline = async (): Promise<ChatReply> => ({ ok: false, reason: 'network', message: 'AI service unavailable' });
const pages = [
  { title: 'Answer Engine Optimization', url: '/services/answer-engine-optimization' },
  { title: 'AEO vs GEO', url: '/insights/aeo-vs-geo-understanding-the-new-search-landscape' },
  { title: 'AI Engine Optimization Mastery', url: '/authority-hub/ai-engine-optimization-mastery' },
  { title: 'A fourth page', url: '/about' },
];

describe('answerChatTurn: links under the reply', () => {
  it("keeps SPEC's fallback reply unchanged and adds up to three Read more links for the visitor's words", async () => {
    const readMore = vi.fn(async () => pages);
    const answer = await answerChatTurn('what is AEO/GEO', 's', 'r', { sendMessage: offline, fallback: (m) => safeFallbackReply(m), readMore });
    expect(answer.text).toBe(safeFallbackReply('what is AEO/GEO').response);
    expect(answer.provider).toBe('fallback');
    expect(readMore).toHaveBeenCalledWith('what is AEO/GEO');
    expect(answer.links).toEqual({ heading: 'Read more', links: pages.slice(0, 3) });
  });

  it('gives the fallback reply without links when the index cannot be read', async () => {
    const answer = await answerChatTurn('hello', 's', 'r', {
      sendMessage: offline,
      fallback: (m) => safeFallbackReply(m),
      readMore: async () => Promise.reject(new Error('offline before a first visit')),
    });
    expect(answer.text).toBe(safeFallbackReply('hello').response);
    expect(answer.links).toBeUndefined();
  });

  it('shows a live answer with its Sources', async () => {
    const sources = [pages[0]];
    const answer = await answerChatTurn('aeo', 's', 'r', {
      sendMessage: async () => ({ ok: true, response: 'AEO makes you the cited answer.', provider: 'gemini', confidence: 0.9, sources }),
      fallback: (m) => safeFallbackReply(m),
      readMore: async () => pages,
    });
    expect(answer.links).toEqual({ heading: 'Sources', links: sources });
  });
});
