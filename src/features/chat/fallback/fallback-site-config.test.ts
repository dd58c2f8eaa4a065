import { describe, expect, it, vi } from 'vitest';
import { fallbackReply, safeFallbackReply } from './fallback-engine';

// Other contact details in site config must show up in the replies: nothing is hard-coded.
vi.mock('../../../content/site-config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../content/site-config')>();
  return {
    ...actual,
    siteConfig: {
      ...actual.siteConfig,
      contactInfo: { ...actual.siteConfig.contactInfo, phone: '+1 (999) 000-1111', email: 'desk@example.test' },
    },
  };
});

describe('fallback engine with other site config', () => {
  it('uses the configured phone and email in replies and action items', () => {
    const reply = fallbackReply('schedule a consultation');
    expect(reply.response).toContain('+1 (999) 000-1111');
    expect(reply.response).not.toContain('555-0147');
    expect(reply.actionItems?.join(' ')).toContain('desk@example.test');
    expect(fallbackReply('anything').response).toContain('desk@example.test');
  });

  it('uses them in the apology', () => {
    const reply = safeFallbackReply('hi', () => {
      throw new Error('boom');
    });
    expect(reply.response).toContain('contact us directly at desk@example.test or +1 (999) 000-1111 for immediate');
  });
});
