import { describe, expect, it } from 'vitest';
import { handoffOfferText, smallTalkOf, smallTalkReply, type SmallTalk } from './small-talk';
import type { VisitorLanguage } from './visitor-language';

describe('smallTalkOf', () => {
  it.each([
    ['hi', 'greeting'],
    ['Hi there!', 'greeting'],
    ['HEY there', 'greeting'],
    ['Good morning.', 'greeting'],
    ['hi, anyone here?', 'greeting'],
    ['Hi, how are you today?', 'greeting'],
    ['hola', 'greeting'],
    ['Buenos días', 'greeting'],
    ['Guten Tag', 'greeting'],
    ['Bonjour !', 'greeting'],
    ['thanks!', 'thanks'],
    ['Thank you so much', 'thanks'],
    ["Thank you so much, that's helpful", 'thanks'],
    ['Thanks, this was really helpful', 'thanks'],
    ['ok thanks for the help', 'thanks'],
    ['muchas gracias', 'thanks'],
    ['vielen Dank', 'thanks'],
    ['Danke schön', 'thanks'],
    ['merci beaucoup', 'thanks'],
    ['bye', 'goodbye'],
    ['Thanks, bye!', 'goodbye'],
    ['Auf Wiedersehen', 'goodbye'],
    ['Tschüss', 'goodbye'],
    ['au revoir', 'goodbye'],
    ['adiós', 'goodbye'],
    ['hasta luego 👋', 'goodbye'],
  ] as const)('reads "%s" as %s', (message, kind) => {
    expect(smallTalkOf(message)).toBe(kind);
  });

  it.each([
    'hi, what does AEO cost?',
    'Hello! What services do you offer?',
    'thanks, and how much is a consultation?',
    'Hola, ¿qué es GEO?',
    'ok',
    'help',
    '',
    'Danke für die Preise, wie lange dauert es?',
    'hi '.repeat(20),
  ])('"%s" is not small talk: it asks for something, or says nothing', (message) => {
    expect(smallTalkOf(message)).toBeNull();
  });
});

describe('the replies', () => {
  const kinds: SmallTalk[] = ['greeting', 'thanks', 'goodbye'];
  const languages: VisitorLanguage[] = ['en', 'es', 'de', 'fr'];

  it('answers each kind in each language, differently', () => {
    const replies = kinds.flatMap((kind) => languages.map((language) => smallTalkReply(kind, language)));
    expect(new Set(replies).size).toBe(replies.length);
    for (const reply of replies) expect(reply.length).toBeGreaterThan(10);
  });

  it('answers in the language it is asked for', () => {
    expect(smallTalkReply('greeting', 'es')).toMatch(/^Hola/);
    expect(smallTalkReply('thanks', 'de')).toMatch(/^Gern geschehen/);
    expect(smallTalkReply('goodbye', 'fr')).toMatch(/^Au revoir/);
  });

  it('offers the handoff in each language, the English one with the 24-hour reply', () => {
    expect(handoffOfferText('en')).toContain('our team');
    expect(handoffOfferText('en')).toContain('within 24 hours');
    expect(handoffOfferText('es')).toContain('24 horas');
    expect(handoffOfferText('de')).toContain('24 Stunden');
    expect(handoffOfferText('fr')).toContain('24 heures');
  });
});
