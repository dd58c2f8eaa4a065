/** What `status` says of each channel's settings: off, misconfigured (naming the setting), or configured. */
import { describe, expect, it } from 'vitest';
import { channelSettings } from './channels.mjs';

const SECRET = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
const EMAIL = { RESEND_API_KEY: 're_123', LEAD_EMAIL_TO: 'team@example.com, sales@example.com', LEAD_EMAIL_FROM: 'Leads <leads@example.com>' };
const settings = (env) => Object.fromEntries(channelSettings(env).map((channel) => [channel.channel, channel]));

describe('channelSettings', () => {
  it('calls a channel without settings not configured, its deliveries waiting as pending', () => {
    const { webhook, email } = settings({});
    expect(webhook).toMatchObject({ off: true, configured: false, problems: [] });
    expect(webhook.summary).toContain('not configured');
    expect(email.summary).toContain('deliveries wait as pending');
  });

  it('accepts https, and http to a loopback host only', () => {
    expect(settings({ LEAD_WEBHOOK_URL: 'https://hooks.example.com/catch/123/abc', LEAD_WEBHOOK_SECRET: SECRET }).webhook)
      .toMatchObject({ configured: true, summary: 'configured: signed POST to https://hooks.example.com/…' });
    for (const url of ['http://127.0.0.1:9999/hook', 'http://localhost/hook', 'http://[::1]:8080/']) {
      expect(settings({ LEAD_WEBHOOK_URL: url, LEAD_WEBHOOK_SECRET: SECRET }).webhook.configured).toBe(true);
    }
    expect(settings({ LEAD_WEBHOOK_URL: 'http://hooks.example.com/x', LEAD_WEBHOOK_SECRET: SECRET }).webhook.problems)
      .toEqual(['LEAD_WEBHOOK_URL is http:// to a host that is not loopback (https:// required)']);
    expect(settings({ LEAD_WEBHOOK_URL: 'ftp://x.example', LEAD_WEBHOOK_SECRET: SECRET }).webhook.problems).toEqual(['LEAD_WEBHOOK_URL is not https://']);
    expect(settings({ LEAD_WEBHOOK_URL: 'hooks.example.com', LEAD_WEBHOOK_SECRET: SECRET }).webhook.problems).toEqual(['LEAD_WEBHOOK_URL is not a URL']);
  });

  it('names a secret that is not whsec_ + base64, and a missing piece', () => {
    expect(settings({ LEAD_WEBHOOK_URL: 'https://h.example', LEAD_WEBHOOK_SECRET: 'abc' }).webhook.problems).toEqual(['LEAD_WEBHOOK_SECRET does not start with whsec_']);
    expect(settings({ LEAD_WEBHOOK_URL: 'https://h.example', LEAD_WEBHOOK_SECRET: 'whsec_not base64!' }).webhook.problems).toEqual(['LEAD_WEBHOOK_SECRET is not whsec_ followed by base64']);
    expect(settings({ LEAD_WEBHOOK_URL: 'https://h.example', LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from('short').toString('base64')}` }).webhook.problems)
      .toEqual(['LEAD_WEBHOOK_SECRET encodes 5 bytes, not 24 to 64']);
    expect(settings({ LEAD_WEBHOOK_URL: ' https://h.example ', LEAD_WEBHOOK_SECRET: ` ${SECRET}\n` }).webhook.configured).toBe(true);
    expect(settings({ LEAD_WEBHOOK_URL: 'https://h.example' }).webhook.summary).toBe('misconfigured, not tried: LEAD_WEBHOOK_SECRET is missing');
    expect(settings({ RESEND_API_KEY: 're_1' }).email.problems).toEqual(['LEAD_EMAIL_TO is missing', 'LEAD_EMAIL_FROM is missing']);
  });

  it('checks the email addresses and a Resend address other than the default', () => {
    expect(settings(EMAIL).email).toMatchObject({ configured: true, summary: 'configured: Resend (https://api.resend.com) to team@example.com, sales@example.com' });
    expect(settings({ ...EMAIL, LEAD_EMAIL_TO: 'team@example.com,' }).email.configured).toBe(true);
    expect(settings({ ...EMAIL, LEAD_EMAIL_TO: ' , ' }).email.problems).toEqual(['LEAD_EMAIL_TO is missing']);
    expect(settings({ ...EMAIL, LEAD_EMAIL_TO: 'team@example.com, nobody' }).email.problems).toEqual(['LEAD_EMAIL_TO has an entry that is not an address']);
    expect(settings({ ...EMAIL, LEAD_EMAIL_FROM: 'Leads' }).email.problems).toEqual(['LEAD_EMAIL_FROM is not an address (Name <leads@example.com>)']);
    expect(settings({ ...EMAIL, RESEND_API_URL: 'http://resend.example' }).email.configured).toBe(false);
  });
});
