import { describe, expect, it } from 'vitest';
import { readLeadChannelSettings } from './lead-channel-settings.ts';

const SECRET = `whsec_${btoa('k'.repeat(32))}`;
const settings = (env: Record<string, string>) => readLeadChannelSettings((name) => env[name]);

describe('lead channel settings', () => {
  it('are off when none of a channel’s settings is there', () => {
    expect(settings({})).toEqual({ webhook: { status: 'off' }, email: { status: 'off' } });
  });

  it('are ready when complete and well formed', () => {
    const { webhook, email } = settings({
      LEAD_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc/',
      LEAD_WEBHOOK_SECRET: SECRET,
      RESEND_API_KEY: 're_123',
      LEAD_EMAIL_TO: 'a@example.com, b@example.com',
      LEAD_EMAIL_FROM: 'Leads <leads@example.com>',
    });
    expect(webhook).toMatchObject({ status: 'ready', settings: { url: 'https://hooks.zapier.com/hooks/catch/1/abc/' } });
    expect(webhook.status === 'ready' && webhook.settings.key.length).toBe(32);
    expect(email).toEqual({
      status: 'ready',
      settings: { apiUrl: 'https://api.resend.com', apiKey: 're_123', from: 'Leads <leads@example.com>', to: ['a@example.com', 'b@example.com'] },
    });
  });

  it('allow http:// to a loopback host only', () => {
    for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://[::1]:9/hook']) {
      expect(settings({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET }).webhook.status).toBe('ready');
    }
    expect(settings({ LEAD_WEBHOOK_URL: 'http://10.0.0.5/hook', LEAD_WEBHOOK_SECRET: SECRET }).webhook).toEqual({
      status: 'misconfigured',
      problems: ['LEAD_WEBHOOK_URL must use https:// (http:// only to a loopback host)'],
    });
  });

  it('name every problem of a misconfigured channel', () => {
    expect(settings({ LEAD_WEBHOOK_URL: 'hooks.example.com', LEAD_WEBHOOK_SECRET: 'whsec_%%%' }).webhook).toEqual({
      status: 'misconfigured',
      problems: ['LEAD_WEBHOOK_URL is not a URL', 'LEAD_WEBHOOK_SECRET must be whsec_ followed by base64'],
    });
    expect(settings({ LEAD_WEBHOOK_SECRET: `whsec_${btoa('short')}` }).webhook).toEqual({
      status: 'misconfigured',
      problems: ['LEAD_WEBHOOK_URL is not set', 'LEAD_WEBHOOK_SECRET must encode 24 to 64 bytes (it has 5)'],
    });
    expect(settings({ LEAD_WEBHOOK_URL: 'ftp://example.com/x' }).webhook).toEqual({
      status: 'misconfigured',
      problems: ['LEAD_WEBHOOK_URL must be an https:// URL', 'LEAD_WEBHOOK_SECRET is not set'],
    });
    expect(settings({ LEAD_EMAIL_TO: 'team', LEAD_EMAIL_FROM: 'Leads <nobody>', RESEND_API_URL: 'http://api.example.com' }).email).toEqual({
      status: 'misconfigured',
      problems: [
        'RESEND_API_KEY is not set',
        'LEAD_EMAIL_FROM must be an address or "Name <address>"',
        'LEAD_EMAIL_TO must be comma-separated addresses',
        'RESEND_API_URL must use https:// (http:// only to a loopback host)',
      ],
    });
  });
});
