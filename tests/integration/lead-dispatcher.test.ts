/**
 * The lead dispatcher against the real local backend: deliveries written with the lead, sent once
 * per channel to loopback receivers (a Standard Webhooks receiver and a stand-in for Resend),
 * retried on the schedule, ended by 410, alerted once per incident, and refused to visitors.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { signJwt } from '../../scripts/local-backend/jwt.mjs';
import { startTestBackend } from '../setup/test-backend';
import { callFunction, openDatabase, uniqueClientAddress } from './support/function-client';
import { type LeadReceiver, type ReceivedRequest, type ScriptedAnswer, startLeadReceiver } from './support/lead-receivers';

const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const DISPATCH_SECRET = randomBytes(24).toString('hex');

let backend: LocalBackend;
let db: postgres.Sql;
let webhook: LeadReceiver;
let resend: LeadReceiver;

interface Delivery {
  id: string;
  channel: 'webhook' | 'email';
  state: string;
  attempts: number;
  next_attempt_at: Date;
  last_status: number | null;
  last_error: string | null;
}

// Each lead's message says how the receivers answer it: "[webhook:503]", "[email:410]", "[retry-after:600]",
// "[webhook:slow]" (after 11 s, past the dispatcher's time-out).
async function scripted(text: string, channel: 'webhook' | 'email'): Promise<ScriptedAnswer> {
  if (text.includes(`[${channel}:slow]`)) await new Promise((resolve) => setTimeout(resolve, 11_000));
  const status = Number(new RegExp(`\\[${channel}:(\\d{3})\\]`).exec(text)?.[1] ?? 200);
  const retryAfter = /\[retry-after:(\d+)\]/.exec(text)?.[1];
  return { status, headers: retryAfter ? { 'retry-after': retryAfter } : {}, body: JSON.stringify({ status }) };
}

beforeAll(async () => {
  [webhook, resend] = await Promise.all([startLeadReceiver(), startLeadReceiver()]);
  webhook.answer = (request) => scripted(JSON.stringify(request.json.data ?? {}), 'webhook');
  resend.answer = (request) => scripted(String(request.json.text ?? ''), 'email');
  backend = await startTestBackend({
    env: {
      LEAD_WEBHOOK_URL: `${webhook.url}/hooks/leads`,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RESEND_API_URL: resend.url,
      RESEND_API_KEY: 're_test_key',
      LEAD_EMAIL_TO: 'team@example.com, sales@example.com',
      LEAD_EMAIL_FROM: 'Leads <leads@example.com>',
      LEAD_DISPATCH_SECRET: DISPATCH_SECRET,
      LEAD_NOTIFICATION_BUDGET: '3',
    },
  });
  db = openDatabase(backend);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
  await Promise.all([webhook?.close(), resend?.close()]);
});

async function waitFor<T>(probe: () => Promise<T | undefined | false>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function submitContact(message: string, options: { clientRecordId?: string; clientAddress?: string; name?: string } = {}): Promise<string> {
  const clientRecordId = options.clientRecordId ?? randomUUID();
  const answer = await callFunction(backend, 'contact-form', {
    body: { name: options.name ?? 'Ada Lovelace', email: 'ada@example.com', service: 'aeo-geo-strategy', message, clientRecordId },
    clientAddress: options.clientAddress,
  });
  expect(answer.status).toBe(200);
  const [{ id }] = await db<{ id: string }[]>`select id from contact_submissions where client_record_id = ${clientRecordId}`;
  return id;
}

async function deliveriesOf(leadId: string): Promise<Record<'webhook' | 'email', Delivery>> {
  const rows = await db<Delivery[]>`select * from lead_deliveries where lead_id = ${leadId}`;
  return Object.fromEntries(rows.map((row) => [row.channel, row])) as Record<'webhook' | 'email', Delivery>;
}

function settled(leadId: string, states: Partial<Record<'webhook' | 'email', string>>, timeoutMs?: number) {
  return waitFor(async () => {
    const deliveries = await deliveriesOf(leadId);
    return Object.entries(states).every(([channel, state]) => deliveries[channel as 'webhook' | 'email']?.state === state) && deliveries;
  }, `deliveries of ${leadId} to be ${JSON.stringify(states)}`, timeoutMs);
}

function dispatch(headers: Record<string, string> = {}, key: string | null = backend.serviceRoleKey) {
  return callFunction(backend, 'lead-dispatcher', { body: {}, key, headers });
}

const sentTo = (receiver: LeadReceiver, id: string): ReceivedRequest[] =>
  receiver.requests.filter((request) => request.headers['webhook-id'] === id || request.headers['idempotency-key'] === id);

describe('lead deliveries in the database', () => {
  it('are written in the lead’s transaction: a rolled-back lead leaves none, a committed one two', async () => {
    const rolledBack = randomUUID();
    await expect(
      db.begin(async (tx) => {
        await tx`insert into contact_submissions (id, name, email, message) values (${rolledBack}, 'Roll Back', 'rb@example.com', 'never stored')`;
        expect(await tx`select channel from lead_deliveries where lead_id = ${rolledBack}`).toHaveLength(2);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db`select 1 from lead_deliveries where lead_id = ${rolledBack}`).toHaveLength(0);
  });

  it('a replayed submission adds no delivery and is not sent again', async () => {
    const clientRecordId = randomUUID();
    const leadId = await submitContact('Replayed', { clientRecordId });
    const first = await settled(leadId, { webhook: 'delivered', email: 'delivered' });
    expect(await submitContact('Replayed', { clientRecordId })).toBe(leadId);
    await dispatch();
    expect(await db`select id from lead_deliveries where lead_id = ${leadId}`).toHaveLength(2);
    expect(sentTo(webhook, first.webhook.id)).toHaveLength(1);
    expect(sentTo(resend, first.email.id)).toHaveLength(1);
  });

  it('no API role can read or write them, through the gateway', async () => {
    const authenticated = signJwt({ role: 'authenticated', sub: randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 }, backend.jwtSecret);
    for (const table of ['lead_deliveries', 'lead_delivery_attempts', 'lead_alerts']) {
      for (const [key, status] of [[backend.anonKey, 401], [authenticated, 403]] as const) {
        const read = await fetch(`${backend.url}/rest/v1/${table}?select=*`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
        expect(read.status, `${table} read`).toBe(status);
        expect((await read.json()).code).toBe('42501');
        const write = await fetch(`${backend.url}/rest/v1/${table}`, {
          method: 'POST',
          headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ channel: 'webhook' }),
        });
        expect(write.status, `${table} write`).toBe(status);
      }
    }
  });
});

describe('the dispatcher', () => {
  it('refuses the anon key, no key and a wrong secret; takes the service role key or the dispatch secret', async () => {
    expect((await dispatch({}, backend.anonKey)).status).toBe(401);
    expect((await dispatch({}, null)).status).toBe(401);
    expect((await dispatch({ 'x-dispatch-secret': 'guess' }, backend.anonKey)).status).toBe(401);
    expect((await dispatch({ 'x-dispatch-secret': 'guess' }, null)).status).toBe(401);
    // Like pg_cron: the secret alone, no JWT (verify_jwt = false for this function).
    const bySecret = await dispatch({ 'x-dispatch-secret': DISPATCH_SECRET }, null);
    expect(bySecret.status).toBe(200);
    expect((await dispatch({ 'x-dispatch-secret': DISPATCH_SECRET }, backend.anonKey)).status).toBe(200);
    expect(bySecret.body).toMatchObject({ channels: { webhook: 'ready', email: 'ready' } });
    const byServiceKey = await dispatch();
    expect(byServiceKey.status).toBe(200);
    expect(Object.keys(byServiceKey.body)).toEqual(expect.arrayContaining(['claimed', 'delivered', 'retrying', 'dead', 'skipped', 'alerts']));
  });

  it('is woken by a stored lead and sends it once per channel: a Standard Webhooks event and a plain-text email', async () => {
    const leadId = await submitContact('We want to be cited. <b>not bold</b>');
    const { webhook: hook, email } = await settled(leadId, { webhook: 'delivered', email: 'delivered' });

    const [event] = sentTo(webhook, hook.id);
    expect(event.path).toBe('/hooks/leads');
    expect(event.headers['content-type']).toBe('application/json');
    expect(Number(event.headers['webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    const verified = new Webhook(WEBHOOK_SECRET).verify(event.body, event.headers) as Record<string, unknown>;
    expect(verified).toMatchObject({
      type: 'lead.contact',
      data: { leadId, name: 'Ada Lovelace', email: 'ada@example.com', company: null, phone: null, service: 'aeo-geo-strategy', message: 'We want to be cited. <b>not bold</b>' },
    });
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(event.body, event.headers)).toThrow();

    const [mail] = sentTo(resend, email.id);
    expect(mail.path).toBe('/emails');
    expect(mail.headers.authorization).toBe('Bearer re_test_key');
    expect(mail.json).toMatchObject({
      from: 'Leads <leads@example.com>',
      to: ['team@example.com', 'sales@example.com'],
      reply_to: 'ada@example.com',
      subject: 'New contact: Ada Lovelace (AEO & GEO Strategy)',
    });
    expect(mail.json).not.toHaveProperty('html');
    expect(mail.json.text).toContain('We want to be cited. <b>not bold</b>');

    const attempts = await db`select channel, http_status, response_excerpt from lead_delivery_attempts where delivery_id in ${db([hook.id, email.id])}`;
    expect(attempts.map((attempt) => attempt.http_status)).toEqual([200, 200]);
  });

  it('sends a newsletter signup as lead.newsletter', async () => {
    const clientRecordId = randomUUID();
    const signup = await callFunction(backend, 'newsletter-signup', {
      body: { firstName: 'Grace', lastName: 'Hopper', email: `grace-${clientRecordId}@example.com`, optedIn: true, clientRecordId },
    });
    expect(signup.status).toBe(200);
    const [{ id }] = await db<{ id: string }[]>`select id from newsletter_subscribers where client_record_id = ${clientRecordId}`;
    const { webhook: hook, email } = await settled(id, { webhook: 'delivered', email: 'delivered' });
    expect(sentTo(webhook, hook.id)[0].json).toMatchObject({ type: 'lead.newsletter', data: { leadId: id, firstName: 'Grace', lastName: 'Hopper' } });
    expect(sentTo(resend, email.id)[0].json).toMatchObject({ subject: 'New newsletter signup: Grace Hopper', reply_to: `grace-${clientRecordId}@example.com` });
  });

  it('retries a failure after 5 s ±20%, and after a longer Retry-After; never sooner than the schedule', async () => {
    const failing = await submitContact('[webhook:503]');
    const asked = await submitContact('[webhook:503][retry-after:600]');
    const short = await submitContact('[webhook:429][retry-after:1]');
    for (const [leadId, low, high] of [[failing, 4, 6], [asked, 600, 600], [short, 4, 6]] as const) {
      const { webhook: hook } = await settled(leadId, { webhook: 'retrying', email: 'delivered' });
      const [attempt] = await db`select attempted_at, http_status from lead_delivery_attempts where delivery_id = ${hook.id}`;
      const delay = (hook.next_attempt_at.getTime() - attempt.attempted_at.getTime()) / 1000;
      expect(delay).toBeGreaterThanOrEqual(low);
      expect(delay).toBeLessThanOrEqual(high);
      expect(hook).toMatchObject({ attempts: 1, last_status: attempt.http_status });
      expect(hook.last_error).toMatch(/^HTTP (503|429)/);
    }
    // Due again: the next attempt fails too and waits the schedule's second step, 5 min ±20%.
    const { webhook: hook } = await deliveriesOf(failing);
    await db`update lead_deliveries set next_attempt_at = now() where id = ${hook.id}`;
    await dispatch();
    const again = await settled(failing, { webhook: 'retrying' });
    expect(again.webhook.attempts).toBe(2);
    const wait = (again.webhook.next_attempt_at.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(240 - 5);
    expect(wait).toBeLessThanOrEqual(360);
  });

  it('ends a channel on 410 and after the tenth failure, each with one alert on the other channel', async () => {
    const gone = await submitContact('[webhook:410]');
    const goneDeliveries = await settled(gone, { webhook: 'dead', email: 'delivered' });
    expect(goneDeliveries.webhook.attempts).toBe(1);

    const failing = await submitContact('[webhook:500]');
    const { webhook: hook } = await settled(failing, { webhook: 'retrying' });
    await db`update lead_deliveries set attempts = 9, next_attempt_at = now() where id = ${hook.id}`;
    await Promise.all([dispatch(), dispatch(), dispatch()]);
    const dead = await settled(failing, { webhook: 'dead' });
    expect(dead.webhook.attempts).toBe(10);

    for (const delivery of [goneDeliveries.webhook, dead.webhook]) {
      await Promise.all([dispatch(), dispatch()]);
      const alerts = await db`select id, channel, sent_at from lead_alerts where incident = ${`dead:${delivery.id}`}`;
      expect(alerts).toHaveLength(1);
      expect(alerts[0].channel).toBe('email');
      const mails = sentTo(resend, alerts[0].id);
      expect(mails).toHaveLength(1);
      expect(mails[0].json.subject).toBe('Lead alert: webhook delivery dead');
      expect(mails[0].json.text).toContain(`Incident: dead:${delivery.id}`);
    }
    await dispatch();
    expect(sentTo(webhook, goneDeliveries.webhook.id)).toHaveLength(1);
  });

  it('alerts on the webhook when the email died, signed like any event', async () => {
    const leadId = await submitContact('[email:410]');
    const { email } = await settled(leadId, { webhook: 'delivered', email: 'dead' });
    const [alert] = await waitFor(async () => {
      const rows = await db`select id from lead_alerts where incident = ${`dead:${email.id}`} and sent_at is not null`;
      return rows.length > 0 && rows;
    }, 'the alert');
    const [event] = sentTo(webhook, alert.id);
    expect(new Webhook(WEBHOOK_SECRET).verify(event.body, event.headers)).toMatchObject({
      type: 'lead.alert',
      data: { incident: `dead:${email.id}`, leadId, channel: 'email', state: 'dead', lastError: 'HTTP 410: {"status":410}' },
    });
  });

  it('alerts once about a delivery still undelivered 10 minutes after its lead arrived', async () => {
    const leadId = await submitContact('[webhook:503][retry-after:3600]');
    const { webhook: hook } = await settled(leadId, { webhook: 'retrying', email: 'delivered' });
    await db`update lead_deliveries set created_at = now() - interval '11 minutes' where id = ${hook.id}`;
    await Promise.all([dispatch(), dispatch(), dispatch()]);
    await dispatch();
    const alerts = await db`select id from lead_alerts where incident = ${`stale:${hook.id}`}`;
    expect(alerts).toHaveLength(1);
    const mails = sentTo(resend, alerts[0].id);
    expect(mails).toHaveLength(1);
    expect(mails[0].json.subject).toBe('Lead alert: webhook delivery late');
  });

  it('counts no answer within 10 s as a failed attempt without a status', async () => {
    const leadId = await submitContact('[webhook:slow]');
    const { webhook: hook } = await settled(leadId, { webhook: 'retrying', email: 'delivered' }, 20_000);
    expect(hook).toMatchObject({ attempts: 1, last_status: null, last_error: 'no answer within 10 s' });
    const [attempt] = await db`select http_status, latency_ms from lead_delivery_attempts where delivery_id = ${hook.id}`;
    expect(attempt.http_status).toBeNull();
    expect(attempt.latency_ms).toBeGreaterThanOrEqual(9_900);
    expect(attempt.latency_ms).toBeLessThan(11_000);
  }, 30_000);

  it('leaves a delivery another dispatcher holds under its lease, and drops those of an erased lead', async () => {
    const [held, erased] = [randomUUID(), randomUUID()];
    await db`insert into contact_submissions ${db([held, erased].map((id) => ({ id, name: 'Lease', email: 'lease@example.com', message: 'Leased' })))}`;
    await db`update lead_deliveries set lease_until = now() + interval '1 minute' where lead_id = ${held}`;
    await db`delete from contact_submissions where id = ${erased}`;
    await dispatch();
    expect((await db`select state from lead_deliveries where lead_id = ${held}`).map((row) => row.state)).toEqual(['pending', 'pending']);
    expect(await db`select 1 from lead_deliveries where lead_id = ${erased}`).toHaveLength(0);
    await db`update lead_deliveries set lease_until = now() - interval '1 second' where lead_id = ${held}`;
    await dispatch();
    await settled(held, { webhook: 'delivered', email: 'delivered' });
  });

  it('never sends one delivery twice when dispatchers run at once', async () => {
    const ids = Array.from({ length: 40 }, () => randomUUID());
    // Written straight into the table: no wake, so only the dispatchers below send them.
    await db`insert into contact_submissions ${db(ids.map((id) => ({ id, name: 'Many', email: 'many@example.com', message: 'Concurrent' })))}`;
    const deliveries = await db<{ id: string }[]>`select id from lead_deliveries where lead_id in ${db(ids)}`;
    expect(deliveries).toHaveLength(80);
    await waitFor(async () => {
      await Promise.all([dispatch(), dispatch(), dispatch(), dispatch()]);
      const [{ count }] = await db`select count(*)::int as count from lead_deliveries where lead_id in ${db(ids)} and state <> 'delivered'`;
      return count === 0;
    }, 'every delivery delivered', 30_000);
    for (const { id } of deliveries) expect(sentTo(webhook, id).length + sentTo(resend, id).length).toBe(1);
    const [{ attempts }] = await db`select count(*)::int as attempts from lead_delivery_attempts where delivery_id in ${db(deliveries.map(({ id }) => id))}`;
    expect(attempts).toBe(80);
  });

  it('sends a backlog larger than one batch in a single run, not 25 a minute', async () => {
    const ids = Array.from({ length: 40 }, () => randomUUID());
    // Written straight into the table: no wake, as after an outage the woken runs could not send.
    await db`insert into contact_submissions ${db(ids.map((id) => ({ id, name: 'Backlog', email: 'backlog@example.com', message: 'Queued' })))}`;
    const answer = await dispatch();
    expect(answer.status).toBe(200);
    const [{ count }] = await db`select count(*)::int as count from lead_deliveries where lead_id in ${db(ids)} and state = 'delivered'`;
    expect(count).toBe(80);
  });

  it('holds the leads past the address’s notification budget (LEAD_NOTIFICATION_BUDGET) and sends none of them', async () => {
    const address = uniqueClientAddress();
    const leadIds = [];
    for (let index = 0; index < 4; index += 1) leadIds.push(await submitContact(`Budget ${index}`, { clientAddress: address }));
    await settled(leadIds[2], { webhook: 'delivered', email: 'delivered' });
    const held = await deliveriesOf(leadIds[3]);
    expect([held.webhook.state, held.email.state]).toEqual(['held', 'held']);
    const [{ spam_reason: reason }] = await db`select spam_reason from contact_submissions where id = ${leadIds[3]}`;
    expect(reason).toBe('over-budget');
    await dispatch();
    expect(sentTo(webhook, held.webhook.id)).toHaveLength(0);
  });
});

describe('a misconfigured channel', () => {
  let misconfigured: LocalBackend;
  let misconfiguredDb: postgres.Sql;

  beforeAll(async () => {
    misconfigured = await startTestBackend({
      env: {
        LEAD_WEBHOOK_URL: 'http://hooks.example.com/leads',
        LEAD_WEBHOOK_SECRET: 'not-a-standard-webhooks-secret',
        RESEND_API_KEY: 're_test_key',
        LEAD_EMAIL_TO: 'the team',
        LEAD_EMAIL_FROM: 'Leads <leads@example.com>',
        RESEND_API_URL: resend.url,
      },
    });
    misconfiguredDb = openDatabase(misconfigured);
  });

  afterAll(async () => {
    await misconfiguredDb?.end({ timeout: 1 });
    await misconfigured?.stop();
  });

  it('is named in the answer, and its deliveries stay pending without an attempt', async () => {
    const clientRecordId = randomUUID();
    const stored = await callFunction(misconfigured, 'contact-form', {
      body: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', clientRecordId },
    });
    expect(stored.status).toBe(200);
    const answer = await callFunction(misconfigured, 'lead-dispatcher', { body: {}, key: misconfigured.serviceRoleKey });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ claimed: 0, delivered: 0, channels: { webhook: 'misconfigured', email: 'misconfigured' } });
    expect(answer.body.skipped).toBeGreaterThanOrEqual(2);
    const problems = answer.body.problems as Record<string, string[]>;
    expect(problems.webhook).toEqual([
      'LEAD_WEBHOOK_URL must use https:// (http:// only to a loopback host)',
      'LEAD_WEBHOOK_SECRET must be whsec_ followed by base64',
    ]);
    expect(problems.email).toEqual(['LEAD_EMAIL_TO must be comma-separated addresses']);
    const rows = await misconfiguredDb`
      select d.state, d.attempts, (select count(*)::int from lead_delivery_attempts a where a.delivery_id = d.id) as logged
      from lead_deliveries d join contact_submissions c on c.id = d.lead_id where c.client_record_id = ${clientRecordId}`;
    expect(rows).toEqual([
      { state: 'pending', attempts: 0, logged: 0 },
      { state: 'pending', attempts: 0, logged: 0 },
    ]);
  });
});
