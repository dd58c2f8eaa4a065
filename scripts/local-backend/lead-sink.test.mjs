import { afterEach, describe, expect, it } from 'vitest';
import { startLeadSink } from './lead-sink.mjs';
import { Webhook } from 'standardwebhooks';

let sink;
afterEach(async () => {
  await sink?.stop();
});

function postWebhook(secret, id, body, { timestamp = Math.floor(Date.now() / 1000), signature } = {}) {
  const text = JSON.stringify(body);
  return fetch(sink.settings.LEAD_WEBHOOK_URL, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature ?? new Webhook(secret).sign(id, new Date(timestamp * 1000), text),
    },
    body: text,
  });
}

function postEmail(key, id) {
  return fetch(`${sink.settings.RESEND_API_URL}/emails`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, 'idempotency-key': id },
    body: JSON.stringify({ from: sink.settings.LEAD_EMAIL_FROM, to: [sink.settings.LEAD_EMAIL_TO], subject: 'New contact: Dana', text: 'Hello' }),
  });
}

describe('the loopback lead sink', () => {
  it('accepts a correctly signed webhook and records a second receipt of its id as a repeat', async () => {
    const lines = [];
    sink = await startLeadSink({ print: true, log: (line) => lines.push(line) });
    const body = { type: 'lead.contact', data: { name: 'Dana Whitfield', email: 'dana@example.com', message: 'First line\nsecond' } };
    expect((await postWebhook(sink.secret, 'msg_1', body)).status).toBe(200);
    expect((await postWebhook(sink.secret, 'msg_1', body)).status).toBe(200);
    expect(sink.requests.map(({ verified, accepted, repeat }) => ({ verified, accepted, repeat }))).toEqual([
      { verified: true, accepted: true, repeat: false },
      { verified: true, accepted: true, repeat: true },
    ]);
    expect(lines).toEqual(['webhook contact: Dana Whitfield <dana@example.com>  "First line"  webhook-id msg_1']);
    const listed = await (await fetch(`${sink.url}/received`)).json();
    expect(listed.map((record) => [record.channel, record.id, record.body.data.name])).toEqual([
      ['webhook', 'msg_1', 'Dana Whitfield'],
      ['webhook', 'msg_1', 'Dana Whitfield'],
    ]);
  });

  it('refuses a wrong signature, another secret and an old timestamp', async () => {
    sink = await startLeadSink();
    expect((await postWebhook(sink.secret, 'msg_2', {}, { signature: 'v1,AAAA' })).status).toBe(401);
    expect((await postWebhook('whsec_b3RoZXI=', 'msg_2', {})).status).toBe(401);
    expect((await postWebhook(sink.secret, 'msg_2', {}, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    expect(sink.requests.every((record) => record.verified === false && !record.accepted)).toBe(true);
  });

  it('answers Resend-compatible emails with an id, and 401 without the key', async () => {
    sink = await startLeadSink();
    const ok = await postEmail(sink.apiKey, 'delivery-1');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: expect.any(String) });
    expect((await postEmail('re_wrong', 'delivery-1')).status).toBe(401);
  });

  it('fails on demand and goes away for an outage', async () => {
    sink = await startLeadSink();
    sink.fault = ({ channel }) => (channel === 'email' ? { status: 429, headers: { 'retry-after': '3' } } : undefined);
    const limited = await postEmail(sink.apiKey, 'delivery-2');
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '3']);
    sink.fault = undefined;
    await sink.setDown(true);
    await expect(postEmail(sink.apiKey, 'delivery-2')).rejects.toThrow();
    await sink.setDown(false);
    expect((await postEmail(sink.apiKey, 'delivery-2')).status).toBe(200);
  });
});
