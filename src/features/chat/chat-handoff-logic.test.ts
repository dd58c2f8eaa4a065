import { describe, expect, it } from 'vitest';
import { validateContactWithChat } from '../../../schema/contact-handoff';
import { checkContact, EMPTY_CONTACT } from '../../components/contact-check';
import { handoffContact, originPage } from './chat-handoff-contact';
import { handoffOfferPlace } from './chat-handoff-offer';
import { inferService } from './chat-handoff-service';
import type { ChatMessage, ChatSession } from './chat-types';

let n = 0;
const visitor = (text: string): ChatMessage => ({ id: `m${++n}`, text, isUser: true, timestamp: '2025-03-14T10:01:00.000Z' });
const assistant = (text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${++n}`,
  text,
  isUser: false,
  timestamp: '2025-03-14T10:02:00.000Z',
  ...extra,
});
const readMore = (...urls: string[]) => ({ links: { heading: 'Read more' as const, links: urls.map((url) => ({ title: url, url })) } });
const greeting = assistant('Hello, I am the Ascend assistant. See /services/answer-engine-optimization');

describe('inferService', () => {
  it("takes the service from the visitor's own words", () => {
    expect(inferService([greeting, visitor('what is AEO/GEO'), assistant('AEO is...')])).toBe('aeo-geo-strategy');
    expect(inferService([visitor('We need marketing automation help')])).toBe('marketing-automation');
    expect(inferService([visitor('How much is a full audit?')])).toBe('comprehensive-audit');
  });

  it('otherwise from the service pages the replies cited or wrote', () => {
    const cited = assistant('See the sources.', readMore('/services/real-time-analytics', '/services/analytics-reporting#faq'));
    expect(inferService([visitor('Can you help us measure things?'), cited])).toBe('analytics-reporting');
    expect(inferService([visitor('What do you do for content?'), assistant('Read /services/content-media-creation.')])).toBe('ai-content-creation');
  });

  it('gives none when the conversation names no service, or several as much as each other', () => {
    expect(inferService([greeting, visitor('How much does it cost?'), assistant('Pricing depends on scope.')])).toBeUndefined();
    expect(inferService([visitor('AEO or marketing automation?')])).toBeUndefined();
    expect(inferService([visitor('Hi'), assistant('x', readMore('/services/ai-content-creation', '/services/technical-seo-architecture'))])).toBeUndefined();
    // A page that fits none of the form's choices is no hint.
    expect(inferService([visitor('Tell me more'), assistant('x', readMore('/services/voice-agent-verification'))])).toBeUndefined();
  });

  it("ignores the greeting's pages, written before the visitor said anything", () => {
    expect(inferService([greeting, visitor('Can someone call me?')])).toBeUndefined();
    expect(inferService([greeting])).toBeUndefined();
  });

  it("lets the visitor's words outweigh the pages the replies linked", () => {
    const messages = [visitor('Our dashboards are a mess'), assistant('x', readMore('/services/ai-content-creation', '/services/content-media-creation'))];
    expect(inferService(messages)).toBe('analytics-reporting');
  });
});

describe('handoffOfferPlace', () => {
  it('offers nothing before the visitor has written', () => {
    expect(handoffOfferPlace([greeting])).toBe('none');
  });

  it('offers under the reply that offers it, follow-ups after it included', () => {
    const reply = assistant('Pricing depends on scope.', { offerHandoff: true });
    expect(handoffOfferPlace([greeting, visitor('How much?'), reply, assistant('You might also ask:', { suggestions: ['x'] })])).toEqual({
      under: reply.id,
    });
  });

  it('keeps the request control for a reply that does not offer it, and once the visitor wrote again', () => {
    const reply = assistant('Pricing depends on scope.', { offerHandoff: true });
    expect(handoffOfferPlace([greeting, visitor('What is AEO?'), assistant('AEO is...')])).toBe('request');
    expect(handoffOfferPlace([greeting, visitor('How much?'), reply, visitor('Thanks')])).toBe('request');
  });
});

describe('handoffContact', () => {
  const session: ChatSession = {
    sessionId: '6f1c1f7e-8d4b-4c11-9a53-0f1e2d3c4b5a',
    userIntent: 'pricing',
    messages: [greeting, visitor('How much is AEO?'), assistant('Pricing depends on scope.', { offerHandoff: true }), visitor('Please call me')],
  };

  it('builds the contact the team receives: details, the visitor\'s words, the transcript, the service, the origin and the session', () => {
    const check = handoffContact({ name: ' Ada Lovelace ', email: 'ada@example.com', phone: '' }, session, '/services/technical-seo-architecture');
    expect(check).toEqual({
      ok: true,
      value: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        service: 'aeo-geo-strategy',
        message: 'How much is AEO?\n\nPlease call me',
        transcript: [
          { from: 'assistant', text: greeting.text, at: greeting.timestamp },
          { from: 'visitor', text: 'How much is AEO?', at: '2025-03-14T10:01:00.000Z' },
          { from: 'assistant', text: 'Pricing depends on scope.', at: '2025-03-14T10:02:00.000Z' },
          { from: 'visitor', text: 'Please call me', at: '2025-03-14T10:01:00.000Z' },
        ],
        origin: { via: 'chat', page: '/services/technical-seo-architecture' },
        chatSessionId: session.sessionId,
      },
    });
    // What the server checks it with accepts it as it is.
    if (check.ok) expect(validateContactWithChat(check.value)).toEqual({ ok: true, value: check.value });
  });

  it("refuses bad details with the contact form's own messages, field by field", () => {
    const bad = { name: '   ', email: 'ada@', phone: '12' };
    const contactForm = checkContact({ ...EMPTY_CONTACT, ...bad, message: 'Hello' });
    expect(handoffContact(bad, session, '/')).toEqual(contactForm);
    expect(contactForm).toEqual({
      ok: false,
      errors: { name: 'Please enter your full name.', email: 'Please enter a valid email address.', phone: 'Please enter a valid phone number.' },
    });
  });

  it('names the home page as the origin of a path too long to carry', () => {
    expect(originPage('/insights')).toBe('/insights');
    expect(originPage(`/${'a'.repeat(300)}`)).toBe('/');
  });
});
