import { describe, expect, it } from 'vitest';
import { chatGreeting, fallbackCopy, technicalDifficultiesReply } from './fallback-copy';
import type { FallbackContext } from './fallback-types';

const ctx: FallbackContext = {
  phone: 'PHONE',
  email: 'EMAIL',
  serviceCount: 5,
  serviceFamilies: [
    { name: 'listed things', titles: ['One', 'Two'] },
    { name: 'other things', titles: ['Three', 'Four', 'Five'] },
  ],
};
const replies = Object.entries(fallbackCopy).map(([id, build]) => [id, build(ctx)] as const);
const everyText = [
  chatGreeting,
  ...replies.flatMap(([, r]) => [r.response, ...r.followUpQuestions, ...(r.actionItems ?? [])]),
];
const allCopy = everyText.join('\n');

describe('fallback copy', () => {
  it('is written in a plain voice: no exclamation marks, no hype words', () => {
    for (const text of everyText) expect(text, text).not.toContain('!');
    expect(allCopy).not.toMatch(
      /\b(revolutionary|game[- ]chang\w*|cutting[- ]edge|unlock|supercharg\w*|skyrocket\w*|amazing|incredible|guarantee\w*|world[- ]class|best[- ]in[- ]class)\b/i,
    );
  });

  it('fills the phone into every reply and the email into the replies that offer it', () => {
    for (const [id, reply] of replies) expect(reply.response, id).toMatch(/\bcall (us at )?PHONE\b/i);
    for (const id of ['pricing', 'urgency', 'default'] as const) expect(fallbackCopy[id](ctx).response).toContain('EMAIL');
    expect(fallbackCopy.consultation(ctx).actionItems?.join(' ')).toContain('EMAIL');
  });

  it("states SPEC's marketing claims", () => {
    expect(allCopy).toContain('2003');
    expect(allCopy).toContain('over $2.8 billion in client revenue');
    expect(allCopy).toContain('20+ years');
    expect(allCopy).toContain('350+ client projects');
    expect(allCopy).toContain('only 3 consultation spots a month');
    expect(allCopy).toContain('$2,500 strategy session, free for qualifying businesses');
    expect(allCopy).toContain('60-90 days');
  });

  it('counts and names the services it is given rather than a fixed number', () => {
    const { response } = fallbackCopy.services(ctx);
    expect(response).toContain('We offer 5 services that work together as one system. ');
    expect(response).toContain('Of these, 2 are listed things:\n• One\n• Two\n');
    expect(response).toContain('The other 3 are other things: Three, Four and Five.\n');
    expect(response).toContain('all 5 are described at /services');
    expect(fallbackCopy.default(ctx).response).toContain('and 5 services, from answer engine');
  });

  it('opens the chat with a greeting that names the firm and invites a question', () => {
    expect(chatGreeting).toMatch(/^Hello, I am the Ascend assistant\./);
    expect(chatGreeting).toContain('questions below');
  });

  it("fills SPEC's apology with the email and phone it is given", () => {
    expect(technicalDifficultiesReply({ email: 'a@b.c', phone: '123' })).toBe(
      "I apologize, but I'm experiencing some technical difficulties. Please feel free to contact us directly at a@b.c or 123 for immediate assistance.",
    );
  });
});
