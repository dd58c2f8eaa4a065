import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../content/site-config';
import { serviceCatalogue } from '../../../content/services/service-catalogue';
import { FALLBACK_CONFIDENCE_DEFAULT, FALLBACK_CONFIDENCE_KEYWORD } from '../../../lib/spec-constants';
import { quickReplyChips } from './fallback-copy';
import { fallbackReply, matchFallbackRule, safeFallbackReply } from './fallback-engine';
import { fallbackRules } from './fallback-rules';
import type { FallbackReplyId, FallbackResponse } from './fallback-types';

// SPEC's static catalogue: the services the catalogue marks as its own.
const staticCatalogue = serviceCatalogue.filter((s) => s.origin === 'static');

const { phone, email } = siteConfig.contactInfo;

const PHRASINGS: Record<Exclude<FallbackReplyId, 'default'>, string[]> = {
  greeting: [
    'hi', 'Hello!', 'HEY there', 'Good morning.', 'hi, anyone here?', 'Greetings', 'Hi, how are you today?',
  ],
  services: [
    'What services do you have?',
    'SERVICE list please',
    'What are your offerings?',
    'What do you offer?',
    'so... what do you do',
    'Tell me about your solutions',
  ],
  'aeo-geo': [
    'What is AEO?', 'explain GEO', 'AEO/GEO?', "AEO's benefits", 'answer engines', 'Generative-Engine Optimization',
    'How do I show up in ChatGPT',
  ],
  pricing: [
    'What are your prices?', 'PRICING', 'How much is it?', 'what does it cost', 'our budget is small', 'What are your fees?',
  ],
  consultation: [
    'Can I book a consultation?',
    'Schedule a MEETING',
    "let's talk",
    'I want to discuss my project',
    'Call me.',
    'Can we meet next week?',
    'I would like an appointment',
    'Do you do free consults?',
  ],
  urgency: [
    'This is URGENT', 'need help asap!!', 'We need to launch immediately', 'right away please', 'We have deadlines',
    'Can you start today?', 'How quickly can you start?',
  ],
  'lead-generation': [
    'How do I get more leads?', 'Lead generation', 'lead-gen', 'We need new clients', 'Our pipeline is empty',
  ],
  automation: ['marketing automation', 'Can you automate our emails?', 'Workflows', 'CRM setup', 'lead nurturing'],
};

describe('fallbackReply: each rule answers its words', () => {
  for (const [id, messages] of Object.entries(PHRASINGS)) {
    it.each(messages)(`'%s' is answered by the ${id} rule with confidence 0.8`, (message) => {
      expect(matchFallbackRule(message)).toBe(id);
      const reply = fallbackReply(message);
      expect(reply.confidence).toBe(0.8);
      expect(reply.provider).toBe('fallback');
      expect(reply.response).not.toBe(fallbackReply('something else entirely').response);
    });
  }

  it('gives every rule a reply of its own', () => {
    const responses = Object.values(PHRASINGS).map(([first]) => fallbackReply(first).response);
    expect(new Set(responses).size).toBe(responses.length);
  });
});

describe('fallbackReply: priority when a message holds words of several rules', () => {
  it('is documented as consultation > urgency > pricing > aeo-geo > lead-generation > automation > services > greeting', () => {
    expect(fallbackRules.map((r) => r.id)).toEqual([
      'consultation', 'urgency', 'pricing', 'aeo-geo', 'lead-generation', 'automation', 'services', 'greeting',
    ]);
  });

  it('lets the earlier rule win for every pair of rules, in either word order', () => {
    for (const [i, higher] of fallbackRules.entries()) {
      for (const lower of fallbackRules.slice(i + 1)) {
        const a = higher.keywords[0];
        const b = lower.keywords[0];
        expect(matchFallbackRule(`${a} ${b}`), `${a} + ${b}`).toBe(higher.id);
        expect(matchFallbackRule(`${b}, ${a}?`), `${b} + ${a}`).toBe(higher.id);
      }
    }
  });

  it.each([
    ['Hi, what does it cost?', 'pricing'],
    ['Hello! What services do you offer?', 'services'],
    ['Hey, what is GEO?', 'aeo-geo'],
    ['I need a consultation urgently', 'consultation'],
    ['Can we book a call about pricing?', 'consultation'],
    ['This is urgent: what are your prices?', 'urgency'],
    ['How much does AEO cost?', 'pricing'],
    ['Which AEO services do you offer?', 'aeo-geo'],
    ['Can your services bring us more leads?', 'lead-generation'],
    ['Do you offer automation services?', 'automation'],
  ] as const)("'%s' is answered by %s", (message, id) => {
    expect(matchFallbackRule(message)).toBe(id);
  });
});

describe('fallbackReply: no false positives', () => {
  it.each([
    'this',
    'Is this history?',
    'his website',
    'we ship chips',
    'They said so',
    'so-called experts',
    'geography and geometry',
    'Tell me about Ascend Strategy Consulting',
    'I read your e-book',
    'a serviceable costume',
    'leading the market',
  ])("'%s' gets the default reply", (message) => {
    expect(matchFallbackRule(message)).toBe('default');
  });

  it.each([
    ['What do you call AEO?', 'aeo-geo'],
    ['We must meet a deadline', 'urgency'],
  ] as const)("'%s' is answered by %s, not by the consultation rule", (message, id) => {
    expect(matchFallbackRule(message)).toBe(id);
  });
});

describe('fallbackReply: the default', () => {
  it.each(['Tell me a joke', 'What is the weather like?', '', '   \n\t', '!!!', '12345'])(
    "answers '%s' with the generic pitch at confidence 0.7",
    (message) => {
      expect(matchFallbackRule(message)).toBe('default');
      const reply = fallbackReply(message);
      expect(reply.confidence).toBe(0.7);
      expect(reply.provider).toBe('fallback');
      expect(reply.response).toContain(phone);
      expect(reply.response).toContain(email);
      expect(reply.actionItems).toBeUndefined();
    },
  );

  it('uses the confidences of the spec constants', () => {
    expect(FALLBACK_CONFIDENCE_KEYWORD).toBe(0.8);
    expect(FALLBACK_CONFIDENCE_DEFAULT).toBe(0.7);
  });

  it('is deterministic and hands out fresh arrays', () => {
    const first = fallbackReply('schedule a consultation');
    first.followUpQuestions.push('mutated');
    first.actionItems?.push('mutated');
    expect(fallbackReply('schedule a consultation')).toEqual(safeFallbackReply('schedule a consultation'));
    expect(fallbackReply('schedule a consultation').followUpQuestions).not.toContain('mutated');
    expect(fallbackReply('schedule a consultation').actionItems).not.toContain('mutated');
  });
});

describe('fallbackReply: what the replies hold', () => {
  const everyReply: Array<[string, FallbackResponse]> = [
    ...Object.entries(PHRASINGS).map(([id, [first]]) => [id, fallbackReply(first)] as [string, FallbackResponse]),
    ['default', fallbackReply('anything else')],
  ];

  it("lists SPEC's 14 static-catalogue services and names the rest: the count agrees with /services", () => {
    const reply = fallbackReply('What services do you offer?');
    expect(staticCatalogue).toHaveLength(14);
    expect(reply.response).toMatch(new RegExp(`^We offer ${serviceCatalogue.length} services `));
    expect(reply.response).toContain('Of these, 14 are marketing and lead-generation services:');
    for (const service of staticCatalogue) expect(reply.response).toContain(`• ${service.title}`);
    expect(reply.response.match(/^• /gm)).toHaveLength(14);
    const others = serviceCatalogue.filter((s) => s.origin === 'database');
    expect(reply.response).toContain(`The other ${others.length} are AI authority programmes: `);
    for (const service of serviceCatalogue) expect(reply.response).toContain(service.title);
    expect(fallbackReply('anything else').response).toContain(`${serviceCatalogue.length} services`);
  });

  it.each(everyReply)('the %s reply pushes a call to the phone number from site config', (_id, reply) => {
    expect(reply.response).toContain(`${phone}`);
    expect(reply.response).toMatch(/\bcall\b/i);
  });

  it.each(['consultation', 'pricing', 'urgency', 'default'])('the %s reply also gives the email from site config', (id) => {
    const reply = everyReply.find(([replyId]) => replyId === id)?.[1];
    expect([reply?.response, ...(reply?.actionItems ?? [])].join('\n')).toContain(email);
  });

  it('gives action items only for the consultation rule', () => {
    for (const [id, reply] of everyReply) {
      if (id === 'consultation') continue;
      expect(reply.actionItems, id).toBeUndefined();
    }
    expect(fallbackReply('schedule a consultation').actionItems).toEqual([
      `Call ${phone} to claim one of this month's 3 consultation spots`,
      'Book your free $2,500 strategy session',
      `Email ${email} with your website and goals`,
    ]);
  });

  it.each(everyReply)('the %s reply offers 2-3 follow-ups that each get a specific answer', (_id, reply) => {
    expect(reply.followUpQuestions.length).toBeGreaterThanOrEqual(2);
    expect(reply.followUpQuestions.length).toBeLessThanOrEqual(3);
    for (const question of reply.followUpQuestions) expect(matchFallbackRule(question), question).not.toBe('default');
  });

  it('makes the consultation rule a scarcity pitch with the free $2,500 session', () => {
    const { response } = fallbackReply('schedule a consultation');
    expect(response).toContain('only 3 consultation spots a month');
    expect(response).toContain('$2,500 strategy session, free for qualifying businesses');
  });
});

describe('quick-reply chips', () => {
  it.each([
    ['tell me about the AI marketing services', 'services'],
    ['how AI can help lead generation', 'lead-generation'],
    ['what is AEO/GEO', 'aeo-geo'],
    ['marketing automation help', 'automation'],
    ['schedule a consultation', 'consultation'],
  ] as const)("'%s' is one of SPEC's chips and is answered by the %s rule", (chip, id) => {
    expect(quickReplyChips).toContain(chip);
    expect(matchFallbackRule(chip)).toBe(id);
    expect(fallbackReply(chip).confidence).toBe(0.8);
  });

  it('are exactly the five of SPEC, in order', () => {
    expect(quickReplyChips).toEqual([
      'tell me about the AI marketing services',
      'how AI can help lead generation',
      'what is AEO/GEO',
      'marketing automation help',
      'schedule a consultation',
    ]);
  });
});

describe('safeFallbackReply', () => {
  const apology =
    "I apologize, but I'm experiencing some technical difficulties. Please feel free to contact us directly at " +
    `${email} or ${phone} for immediate assistance.`;

  it('returns the engine reply when the engine works', () => {
    expect(safeFallbackReply('what is AEO/GEO')).toEqual(fallbackReply('what is AEO/GEO'));
  });

  it("shows SPEC's apology verbatim, with email and phone, when the engine throws", () => {
    const throwing = () => {
      throw new Error('boom');
    };
    expect(safeFallbackReply('hello', throwing)).toEqual({
      response: apology,
      confidence: 0.7,
      provider: 'fallback',
      followUpQuestions: [],
    });
  });

  it('also catches a thrown non-Error value', () => {
    const throwing = () => {
      throw 'not an error';
    };
    expect(safeFallbackReply('hello', throwing).response).toBe(apology);
  });
});
