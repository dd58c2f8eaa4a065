import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookHeaders, webhookSignature } from './standard-webhook.ts';

describe('Standard Webhooks signing', () => {
  const key = randomBytes(32);
  const secret = `whsec_${key.toString('base64')}`;
  const body = JSON.stringify({ type: 'lead.contact', timestamp: new Date().toISOString(), data: { name: 'Zoë 😀' } });

  it('is accepted by the reference library', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = await webhookHeaders(key, 'msg_1', timestamp, body);
    expect(headers).toMatchObject({ 'content-type': 'application/json', 'webhook-id': 'msg_1', 'webhook-timestamp': String(timestamp) });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('matches the library’s own signature, and fails for another key, body, id or time', async () => {
    const timestamp = Math.floor(Date.now() / 1000);
    const ours = await webhookSignature(key, 'msg_2', timestamp, body);
    expect(ours).toBe(new Webhook(secret).sign('msg_2', new Date(timestamp * 1000), body));
    const headers = await webhookHeaders(key, 'msg_2', timestamp, body);
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_3' })).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-timestamp': String(timestamp - 1) })).toThrow();
  });
});
