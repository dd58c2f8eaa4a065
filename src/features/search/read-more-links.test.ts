import { describe, expect, it } from 'vitest';
import type { PageHit } from '../../lib/search-ranking';
import { furtherReading } from './read-more-links';

const hit = (title: string, url: string, kind: string): PageHit => ({
  path: url.split('#')[0],
  url,
  title,
  kind,
  heading: '',
  snippet: [],
  text: '',
  score: 1,
  matchedTerms: 1,
});

describe('furtherReading', () => {
  it('leaves the legal pages out of the chat\'s Read more links and keeps the order of the rest', () => {
    const hits = [
      hit('Terms of Service', '/terms#contacting-us-and-consultations', 'Legal'),
      hit('E-E-A-T Evolution', '/insights/e-e-a-t-evolution-building-authority-in-the-generative-ai-era#1-publish', 'Insight'),
      hit('Start Your Authority Assessment', '/contact', 'Page'),
      hit('Privacy Policy', '/privacy', 'Legal'),
      hit('Voice Search Optimization', '/services/voice-search-optimization', 'Service'),
      hit('AI Marketing Automation', '/services/ai-marketing-automation', 'Service'),
    ];
    expect(furtherReading(hits, 3)).toEqual([
      { title: 'E-E-A-T Evolution', url: '/insights/e-e-a-t-evolution-building-authority-in-the-generative-ai-era#1-publish' },
      { title: 'Start Your Authority Assessment', url: '/contact' },
      { title: 'Voice Search Optimization', url: '/services/voice-search-optimization' },
    ]);
  });
});
