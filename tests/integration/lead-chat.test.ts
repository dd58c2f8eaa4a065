/**
 * A chat handed to the team, through the real local backend: stored as a contact with its
 * conversation, routed as lead.chat (a signed webhook whose data holds the transcript, and an email
 * whose subject says it came from the chat and whose text reads the conversation), each once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { callFunction, openDatabase } from './support/function-client';
import { type LeadReceiver, type ReceivedRequest, startLeadReceiver } from './support/lead-receivers';

const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

let backend: LocalBackend;
let db: postgres.Sql;
let webhook: LeadReceiver;
let resend: LeadReceiver;

beforeAll(async () => {
  [webhook, resend] = await Promise.all([startLeadReceiver(), startLeadReceiver()]);
  backend = await startTestBackend({
    env: {
      LEAD_WEBHOOK_URL: `${webhook.url}/hooks/leads`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RESEND_API_URL: resend.url,
      RESEND_API_KEY: 're_test_key',
      LEAD_EMAIL_TO: 'team@example.com',
      LEAD_EMAIL_FROM: 'Leads <leads@example.com>',
    },
  });
  db = openDatabase(backend);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
  await Promise.all([webhook?.close(), resend?.close()]);
});

const TRANSCRIPT = [
  { from: 'visitor', text: 'How much does an audit cost?', at: '2026-11-27T10:02:07.000Z' },
  { from: 'assistant', text: 'Every audit starts with a free consultation.\nWould you like the team to call you?', at: '2026-11-27T10:02:09.000Z' },
  { from: 'visitor', text: 'Yes, it is urgent.', at: '2026-11-27T10:03:30.000Z' },
];

const handoff = (clientRecordId: string, transcript: unknown = TRANSCRIPT) => ({
  name: 'Dana Whitfield',
  email: 'dana@whitfield.co',
  phone: '+1 212 555 0147',
  service: 'comprehensive-audit',
  message: 'Yes, it is urgent.',
  clientRecordId,
  transcript,
  origin: { via: 'chat', page: '/services/comprehensive-audit' },
  chatSessionId: 'session_1764237727000_ab12',
});

interface Delivery {
  id: string;
  channel: 'webhook' | 'email';
  state: string;
  lead_kind: string;
}

async function delivered(leadId: string): Promise<Record<'webhook' | 'email', Delivery>> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await db<Delivery[]>`select id, channel, state, lead_kind from lead_deliveries where lead_id = ${leadId}`;
    if (rows.length === 2 && rows.every((row) => row.state === 'delivered')) return Object.fromEntries(rows.map((row) => [row.channel, row])) as Record<'webhook' | 'email', Delivery>;
    if (Date.now() > deadline) throw new Error(`deliveries of ${leadId}: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sentTo = (receiver: LeadReceiver, id: string): ReceivedRequest[] =>
  receiver.requests.filter((request) => request.headers['webhook-id'] === id || request.headers['idempotency-key'] === id);

async function leadIdOf(clientRecordId: string): Promise<string> {
  const [{ id }] = await db<{ id: string }[]>`select id from contact_submissions where client_record_id = ${clientRecordId}`;
  return id;
}

describe('a chat handed to the team', () => {
  it('is sent once as lead.chat: a signed webhook with the transcript, and an email that reads the conversation', async () => {
    const clientRecordId = randomUUID();
    expect((await callFunction(backend, 'contact-form', { body: handoff(clientRecordId) })).status).toBe(200);
    const leadId = await leadIdOf(clientRecordId);
    const { webhook: hook, email } = await delivered(leadId);
    expect([hook.lead_kind, email.lead_kind]).toEqual(['chat', 'chat']);

    const [event] = sentTo(webhook, hook.id);
    expect(new Webhook(WEBHOOK_SECRET).verify(event.body, event.headers)).toEqual({
      type: 'lead.chat',
      timestamp: expect.any(String),
      data: {
        leadId,
        clientRecordId,
        receivedAt: expect.any(String),
        name: 'Dana Whitfield',
        email: 'dana@whitfield.co',
        company: null,
        phone: '+1 212 555 0147',
        service: 'comprehensive-audit',
        message: 'Yes, it is urgent.',
        origin: { via: 'chat', page: '/services/comprehensive-audit' },
        chatSessionId: 'session_1764237727000_ab12',
        transcript: TRANSCRIPT,
      },
    });

    const [mail] = sentTo(resend, email.id);
    expect(mail.json).toMatchObject({ subject: 'New lead from the chat: Dana Whitfield (Comprehensive AI Authority Audit)', reply_to: 'dana@whitfield.co' });
    expect(mail.json).not.toHaveProperty('html');
    const text = String(mail.json.text);
    expect(text).toMatch(/^New lead from the chat: the visitor sent this conversation to the team\n/);
    expect(text).toContain('Chat opened on: /services/comprehensive-audit\nChat session: session_1764237727000_ab12\n');
    expect(text).toContain('Service: Comprehensive AI Authority Audit (inferred from the conversation)\n');
    expect(text).toContain(
      'Conversation (3 lines, times UTC):\n'
        + 'Visitor 10:02: How much does an audit cost?\n'
        + 'Assistant 10:02: Every audit starts with a free consultation.\n'
        + '                 Would you like the team to call you?\n'
        + 'Visitor 10:03: Yes, it is urgent.\n',
    );
  });

  it('sent again by the outbox (a batch replay of the same record) is stored and told once', async () => {
    const clientRecordId = randomUUID();
    expect((await callFunction(backend, 'contact-form', { body: handoff(clientRecordId) })).status).toBe(200);
    const leadId = await leadIdOf(clientRecordId);
    const first = await delivered(leadId);
    const replay = await callFunction(backend, 'contact-form', { body: { records: [handoff(clientRecordId), handoff(clientRecordId)] } });
    expect(replay.body).toMatchObject({ results: [{ status: 'duplicate' }, { status: 'duplicate' }] });
    await callFunction(backend, 'lead-dispatcher', { body: {}, key: backend.serviceRoleKey });
    expect(await db`select 1 from contact_submissions where client_record_id = ${clientRecordId}`).toHaveLength(1);
    expect(await db`select 1 from lead_deliveries where lead_id = ${leadId}`).toHaveLength(2);
    expect(sentTo(webhook, first.webhook.id)).toHaveLength(1);
    expect(sentTo(resend, first.email.id)).toHaveLength(1);
  });

  it('a contact from the form stays lead.contact, its body without any chat field', async () => {
    const clientRecordId = randomUUID();
    const form = Object.fromEntries(Object.entries(handoff(clientRecordId)).filter(([key]) => !['transcript', 'origin', 'chatSessionId'].includes(key)));
    expect((await callFunction(backend, 'contact-form', { body: form })).status).toBe(200);
    const { webhook: hook, email } = await delivered(await leadIdOf(clientRecordId));
    const [event] = sentTo(webhook, hook.id);
    expect(event.json.type).toBe('lead.contact');
    expect(Object.keys(event.json.data as object).some((key) => ['transcript', 'origin', 'chatSessionId'].includes(key))).toBe(false);
    const [mail] = sentTo(resend, email.id);
    expect(mail.json.subject).toBe('New contact: Dana Whitfield (Comprehensive AI Authority Audit)');
    expect(String(mail.json.text)).not.toContain('Conversation');
  });
});
