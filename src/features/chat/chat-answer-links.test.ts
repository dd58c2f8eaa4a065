import { describe, expect, it, vi } from 'vitest';
import type { ChatReply } from '../../backend/chat-function';
import type { PageHit } from '../../lib/search-ranking';
import { answerChatTurn } from './chat-answer';
import { safeOfflineAnswer, type SiteSearchLike } from './offline-answer';

const offline = async (): Promise<ChatReply> => ({ ok: false, reason: 'network', message: 'AI service unavailable' });
const aeoVsGeo: PageHit = {
  path: '/insights/aeo-vs-geo',
  url: '/insights/aeo-vs-geo#how-answer-engines-select-sources',
  title: 'AEO vs GEO',
  kind: 'Insight',
  heading: 'How Answer Engines Select Sources',
  snippet: [],
  text: 'Answer engines select sources by relevance, clarity and authority. They prefer passages that answer the question directly.',
  score: 120,
  matchedTerms: 3,
};
const search: SiteSearchLike = { search: (query) => (/answer|engin|sourc|select/i.test(query) ? [aeoVsGeo] : []) };

describe('answerChatTurn: the site search under a local answer', () => {
  it('loads the site search only when the backend does not answer, and answers from it', async () => {
    const siteSearch = vi.fn(async () => search);
    const live = await answerChatTurn('which sources do engines select', 's', 'r', {
      sendMessage: async () => ({ ok: true, response: 'Live.', provider: 'gemini', confidence: 0.9 }),
      fallback: safeOfflineAnswer,
      siteSearch,
    });
    expect(live.text).toBe('Live.');
    expect(siteSearch).not.toHaveBeenCalled();
    const local = await answerChatTurn('which sources do engines select', 's', 'r', { sendMessage: offline, fallback: safeOfflineAnswer, siteSearch });
    expect(siteSearch).toHaveBeenCalledTimes(1);
    expect(local.provider).toBe('fallback');
    expect(local.text).toContain('Answer engines select sources by relevance, clarity and authority.');
    expect(local.links).toEqual({ heading: 'Sources', links: [{ title: 'AEO vs GEO', section: 'How Answer Engines Select Sources', url: aeoVsGeo.url }] });
  });

  it('gives the local answer without the passages when the index cannot be read', async () => {
    const answer = await answerChatTurn('which sources do engines select', 's', 'r', {
      sendMessage: offline,
      fallback: safeOfflineAnswer,
      siteSearch: async () => Promise.reject(new Error('offline before a first visit')),
    });
    expect(answer.text).toMatch(/^Thank you for your question\./);
    expect(answer.links).toBeUndefined();
    expect(answer.offerHandoff).toBe(true);
  });

  it('shows a live answer with its Sources', async () => {
    const sources = [{ title: 'AEO vs GEO', url: aeoVsGeo.url }];
    const answer = await answerChatTurn('aeo', 's', 'r', {
      sendMessage: async () => ({ ok: true, response: 'AEO makes you the cited answer.', provider: 'gemini', confidence: 0.9, sources }),
      fallback: safeOfflineAnswer,
    });
    expect(answer.links).toEqual({ heading: 'Sources', links: sources });
  });
});
