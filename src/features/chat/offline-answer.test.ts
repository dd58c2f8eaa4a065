import { beforeAll, describe, expect, it } from 'vitest';
import { siteSearchInNode } from '../../../tests/support/site-search-in-node';
import { visitorQuestions } from '../../../tests/support/visitor-questions';
import { handoffOfferText, smallTalkReply } from '../../lib/small-talk';
import { fallbackReply, fallbackReplyOf } from './fallback/fallback-engine';
import { offlineAnswer, relevantHits, safeOfflineAnswer, type SiteSearchLike } from './offline-answer';

let search: SiteSearchLike;
beforeAll(async () => {
  search = await siteSearchInNode();
});

const PITCH = fallbackReplyOf('default').response;

describe('offlineAnswer: small talk', () => {
  it("greets in English with docs/product/texts.md's greeting rule", () => {
    for (const hi of ['hi', 'Hello there!', 'Good morning']) {
      const { route, answer } = offlineAnswer(hi, search);
      expect(route).toBe('small-talk');
      expect(answer).toMatchObject({ text: fallbackReplyOf('greeting').response, provider: 'fallback', confidence: 0.8 });
      expect(answer.links).toBeUndefined();
    }
  });

  it.each([
    ['thanks!', smallTalkReply('thanks', 'en')],
    ['bye', smallTalkReply('goodbye', 'en')],
    ['hola', smallTalkReply('greeting', 'es')],
    ['vielen Dank', smallTalkReply('thanks', 'de')],
    ['merci beaucoup', smallTalkReply('thanks', 'fr')],
    ['au revoir', smallTalkReply('goodbye', 'fr')],
  ])('answers "%s" in its language, never with the pitch', (message, reply) => {
    const { route, answer } = offlineAnswer(message, search);
    expect(route).toBe('small-talk');
    expect(answer.text).toBe(reply);
    expect(answer.offerHandoff).toBeUndefined();
  });
});

describe('offlineAnswer: the keyword rules', () => {
  it('keeps their texts, with Read more links only above the relevance threshold', () => {
    const aeo = offlineAnswer('What is the difference between AEO and GEO?', search);
    expect(aeo.route).toBe('rule:aeo-geo');
    expect(aeo.answer.text).toBe(fallbackReply('what is AEO/GEO').response);
    expect(aeo.answer.links?.heading).toBe('Read more');
    expect(aeo.answer.links?.links.map((l) => l.url)).toContain('/insights/aeo-vs-geo-understanding-the-new-search-landscape#aeo-vs-geo-a-side-by-side-comparison');
    const book = offlineAnswer('Can you book me a flight to London?', search);
    expect(book.route).toBe('rule:consultation');
    expect(book.answer.links).toBeUndefined();
  });

  it('offers the team after pricing, consultation and urgency, and not after the others', () => {
    expect(offlineAnswer('How much does it cost?', search).answer.offerHandoff).toBe(true);
    expect(offlineAnswer('Can we schedule a call?', search).answer.offerHandoff).toBe(true);
    expect(offlineAnswer('This is urgent', search).answer.offerHandoff).toBe(true);
    expect(offlineAnswer('What services do you offer?', search).answer.offerHandoff).toBeUndefined();
    expect(offlineAnswer('marketing automation', search).answer.offerHandoff).toBeUndefined();
  });
});

describe('offlineAnswer: grounded in the site’s passages', () => {
  it('quotes the best passage, names its page and section and links there', () => {
    const { route, answer } = offlineAnswer('Do AI crawlers execute JavaScript?', search);
    expect(route).toBe('grounded');
    expect(answer.text).toMatch(/^Our page “Technical Framework Excellence” answers this, under “Do AI crawlers execute JavaScript\?”:\n\n“/);
    expect(answer.text).toContain('Many AI crawlers do not execute JavaScript reliably');
    expect(answer.links).toMatchObject({
      heading: 'Sources',
      links: [{ title: 'Technical Framework Excellence', section: 'Do AI crawlers execute JavaScript?', url: '/authority-hub/technical-framework-excellence#do-ai-crawlers-execute-javascript' }],
    });
    expect(answer).toMatchObject({ provider: 'fallback', confidence: 0.75 });
  });

  it('lists up to two further pages that pass the relevance gate too, other than the quoted one', () => {
    const question = 'Do AI crawlers execute JavaScript?';
    const { answer } = offlineAnswer(question, search);
    const further = answer.links?.further ?? [];
    expect(further.length).toBeGreaterThan(0);
    expect(further.length).toBeLessThanOrEqual(2);
    const paths = further.map((link) => link.url.split('#')[0]);
    expect(paths).not.toContain('/authority-hub/technical-framework-excellence');
    expect(new Set(paths).size).toBe(paths.length);
    const relevant = relevantHits(search, question).map((hit) => hit.url);
    for (const link of further) expect(relevant).toContain(link.url);
  });

  it('reads a visitor’s words through the site’s vocabulary: "NYC" finds New York, filler words are not asked', () => {
    const { route, answer } = offlineAnswer('Are you guys based in NYC?', search);
    expect(route).toBe('grounded');
    expect(answer.text).toContain('New York');
  });

  it('quotes only sentences of the passage', () => {
    const question = 'how do you run citation audits';
    const { answer } = offlineAnswer(question, search);
    const [hit] = search.search(question, 1);
    const quote = answer.text.split('\n\n')[1].slice(1, -1);
    expect(hit.text).toContain(quote.split('. ')[0]);
  });

  it('answers most visitor questions from the page expected, or at least with a source or a rule', () => {
    const results = visitorQuestions.map(({ question, expected }) => {
      const { route, answer } = offlineAnswer(question, search);
      return { route, urls: answer.links?.links.map((l) => l.url.split('#')[0]) ?? [], expected };
    });
    const answered = results.filter((r) => r.route !== 'pitch');
    const cited = results.filter((r) => r.urls.includes(r.expected));
    expect(answered.length / results.length).toBeGreaterThanOrEqual(0.95);
    expect(cited.length / results.length).toBeGreaterThanOrEqual(0.75);
  });
});

describe('offlineAnswer: below the threshold', () => {
  it.each([
    'What is the weather tomorrow',
    'Who won the world cup?',
    'How do I bake sourdough bread?',
    'Can you help me fix my Python code?',
    'Who is the CEO of Microsoft?',
    'How do I change a flat tire?',
    'Tell me a joke',
  ])('gives "%s" the generic pitch, no links, and offers the team', (question) => {
    const { route, answer } = offlineAnswer(question, search);
    expect(route).toBe('pitch');
    expect(answer).toMatchObject({ text: PITCH, provider: 'fallback', confidence: 0.7, offerHandoff: true });
    expect(answer.links).toBeUndefined();
  });

  it('offers the team, without quoting a page, when the visitor asks for a person', () => {
    const { route, answer } = offlineAnswer('I want to speak to a human about lead scoring', search);
    expect(answer.offerHandoff).toBe(true);
    expect(route).not.toBe('grounded');
  });

  it('gives the pitch when the site search could not be loaded', () => {
    expect(offlineAnswer('Do AI crawlers execute JavaScript?', null).route).toBe('pitch');
  });
});

describe('offlineAnswer: Spanish, German and French are never refused in English', () => {
  it.each([
    ['¿Los rastreadores de IA leen JavaScript?', 'es', /^Nuestra página «Technical Framework Excellence»/],
    ['Können KI-Crawler JavaScript lesen?', 'de', /^Unsere Seite „Technical Framework Excellence“/],
    ['Qu’est-ce que l’optimisation pour les moteurs génératifs ?', 'fr', /^Notre page « /],
  ] as const)('quotes the site for "%s", introduced in %s', (question, _language, intro) => {
    const { route, answer } = offlineAnswer(question, search);
    expect(route).toBe('other-language');
    expect(answer.text).toMatch(intro);
    expect(answer.links?.heading).toBe('Sources');
  });

  it.each([
    ['¿Cuánto cuesta una consulta?', 'es'],
    ['Wie viel kostet eine Beratung?', 'de'],
    ['Combien coûte une consultation ?', 'fr'],
    ['¿Cómo hago pan de masa madre?', 'es'],
    ['Wer gewinnt die Weltmeisterschaft?', 'de'],
  ] as const)('offers the team for "%s" in its language', (question, language) => {
    const { route, answer } = offlineAnswer(question, search);
    expect(route).toBe('other-language');
    expect(answer.text).toContain(handoffOfferText(language));
    expect(answer.text).not.toContain(PITCH);
    expect(answer.offerHandoff).toBe(true);
    expect(answer.links).toBeUndefined();
  });

  it('points to the services page when asked what the firm offers', () => {
    const { answer } = offlineAnswer('¿Qué servicios ofrecen?', search);
    expect(answer.text).toMatch(/^Ofrecemos \d+ servicios/);
    expect(answer.links?.links).toEqual([{ title: 'Services', url: '/services' }]);
  });
});

describe('safeOfflineAnswer', () => {
  it("gives SPEC's apology when the search fails mid-answer", () => {
    const broken: SiteSearchLike = {
      search: () => {
        throw new Error('index unreadable');
      },
    };
    expect(safeOfflineAnswer('Do AI crawlers execute JavaScript?', broken).text).toMatch(/^I apologize, but I'm experiencing some technical difficulties\./);
  });
});
