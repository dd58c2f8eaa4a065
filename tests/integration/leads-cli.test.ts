/** `npm run leads` against a real database with the migrations: status exit codes, list --spam, retry, release, export, erase. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';

// A database of its own copied from the shared cluster's template (the migrations and seed), with no
// functions server beside it: nothing but the tool touches the deliveries under test.
const TEMPLATE = 'backend_template';
const database = `leads_${randomBytes(6).toString('hex')}`;
let dbUrl: string;
let db: postgres.Sql;

beforeAll(async () => {
  const shared = inject('sharedPostgres');
  const admin = postgres(shared.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${database} template ${TEMPLATE}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(shared.url);
  url.pathname = `/${database}`;
  dbUrl = url.href;
  db = postgres(dbUrl, { max: 2, onnotice: () => {} });
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  const admin = postgres(inject('sharedPostgres').url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
});

const clear = () => db`truncate contact_submissions, newsletter_subscribers, chat_messages, lead_deliveries, lead_delivery_attempts, lead_alerts`;

beforeEach(clear);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const SETTINGS = ['LEAD_WEBHOOK_URL', 'LEAD_WEBHOOK_SECRET', 'RESEND_API_KEY', 'LEAD_EMAIL_TO', 'LEAD_EMAIL_FROM', 'RESEND_API_URL', 'LEAD_DISPATCH_URL', 'LEAD_DISPATCH_SECRET'];

function leads(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  const childEnv: Record<string, string | undefined> = { ...process.env, SUPABASE_DB_URL: dbUrl, ...Object.fromEntries(SETTINGS.map((name) => [name, undefined])), ...env };
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/leads/leads.mjs', ...args], { env: childEnv, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

interface Lead {
  id: string;
}

async function contact(fields: { name?: string; email?: string; minutesAgo?: number; spam?: string } = {}): Promise<string> {
  const [row] = await db<Lead[]>`
    insert into contact_submissions (name, email, message, spam_reason, created_at)
    values (${fields.name ?? 'Dana Whitfield'}, ${fields.email ?? 'dana@whitfield.co'}, 'We need help.', ${fields.spam ?? null},
      now() - make_interval(mins => ${fields.minutesAgo ?? 0}))
    returning id`;
  return row.id;
}

const TRANSCRIPT = [
  { from: 'visitor', text: 'How much is an audit?', at: '2026-11-27T10:02:07.000Z' },
  { from: 'assistant', text: 'Our audits start with a call.\n\u202eSee /contact.', at: '2026-11-27T10:02:09.000Z' },
  { from: 'visitor', text: '=HYPERLINK("http://evil.example")', at: '2026-11-27T10:03:00.000Z' },
];

// A contact sent from the chat, as the contact-form function stores it.
async function chatContact(fields: { email?: string; session?: string } = {}): Promise<string> {
  const [row] = await db<Lead[]>`
    insert into contact_submissions (name, email, message, service, transcript, origin_via, origin_page, chat_session_id)
    values ('Dana Whitfield', ${fields.email ?? 'dana@whitfield.co'}, 'Please call me.', 'comprehensive-audit', ${db.json(TRANSCRIPT)},
      'chat', '/services/comprehensive-audit', ${fields.session ?? 'session_1764237727000_abc'})
    returning id`;
  return row.id;
}

async function subscriber(email: string, first = 'Ann'): Promise<string> {
  const [row] = await db<Lead[]>`insert into newsletter_subscribers (first_name, last_name, email, opted_in) values (${first}, 'Lee', ${email}, true) returning id`;
  return row.id;
}

const setDeliveries = (leadId: string, state: string, extra: { attempts?: number; channel?: string } = {}) => db`
  update lead_deliveries set state = ${state}, attempts = ${extra.attempts ?? 0},
    next_attempt_at = now() + interval '1 hour', lease_until = now() + interval '1 minute'
  where lead_id = ${leadId} ${extra.channel ? db`and channel = ${extra.channel}` : db``}`;

const deliveriesOf = (leadId: string) =>
  db<{ channel: string; state: string; attempts: number; lease_until: Date | null; due: boolean }[]>`
    select channel, state, attempts, lease_until, next_attempt_at <= now() as due from lead_deliveries where lead_id = ${leadId} order by channel`;

describe('npm run leads', () => {
  it('without SUPABASE_DB_URL prints one line naming it and exits 2', async () => {
    const run = await leads(['status'], { SUPABASE_DB_URL: undefined });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('SUPABASE_DB_URL is not set');
  });

  it('refuses a wrong command or argument with exit 2 before connecting, and prints its help', async () => {
    const unreachable = { SUPABASE_DB_URL: 'postgres://nobody@127.0.0.1:1/none' };
    for (const args of [['frobnicate'], ['show', 'not-a-uuid'], ['retry'], ['retry', '--dead', '00000000-0000-4000-8000-000000000000'], ['list', '--since', 'soon'], ['erase', 'nobody'], ['status', '--spam']]) {
      const run = await leads(args, unreachable);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.stderr).toMatch(/^leads: .+\n$/);
    }
    const help = await leads(['--help'], unreachable);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: npm run leads -- <command>');
  });

  describe('status', () => {
    it('exits 0 when nothing is dead or waiting long, and says an unconfigured channel leaves deliveries pending', async () => {
      await setDeliveries(await contact({ minutesAgo: 60 }), 'delivered', { attempts: 1 });
      await contact({ minutesAgo: 2 });
      await contact({ minutesAgo: 60, spam: 'honeypot' });
      const run = await leads(['status']);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/webhook\s+1\s+0\s+1\s+0\s+1/);
      expect(run.stdout).toContain('Suspected spam held: 1 lead(s) (honeypot 1)');
      expect(run.stdout).toContain('webhook: not configured (LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET unset): deliveries wait as pending; never attempted');
      expect(run.stdout).toContain('Health: OK');
    });

    it('exits 1 when a delivery is dead', async () => {
      const id = await contact();
      await setDeliveries(id, 'dead', { attempts: 10, channel: 'email' });
      await db`insert into lead_delivery_attempts (delivery_id, channel, http_status)
        select id, channel, 500 from lead_deliveries where lead_id = ${id} and channel = 'email'`;
      const run = await leads(['status']);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/email: not configured .*; last attempt \d+ s ago \(500\)/);
      expect(run.stdout).toContain('Dead: 1');
      expect(run.stdout).toContain('Health: PROBLEM (1 dead)');
    });

    it('exits 1 when a delivery is still pending or retrying more than 10 minutes after its lead arrived', async () => {
      await contact({ minutesAgo: 9 });
      expect((await leads(['status'])).code).toBe(0);
      await clear();
      await contact({ minutesAgo: 11 });
      const pending = await leads(['status']);
      expect(pending.code).toBe(1);
      expect(pending.stdout).toContain('Health: PROBLEM (2 waiting more than 10 minutes)');
      expect(pending.stdout).toMatch(/Oldest waiting: .* arrived 11 min( \d+ s)? ago/);

      await clear();
      await setDeliveries(await contact({ minutesAgo: 30 }), 'retrying', { attempts: 3, channel: 'webhook' });
      await db`update lead_deliveries set state = 'delivered' where channel = 'email'`;
      expect((await leads(['status'])).code).toBe(1);
    });

    it('does not count a channel switched off while the other is configured, as the dispatcher does', async () => {
      const id = await contact({ minutesAgo: 30 });
      await setDeliveries(id, 'delivered', { attempts: 1, channel: 'email' });
      await db`update lead_deliveries set lease_until = null, next_attempt_at = now() where lead_id = ${id} and channel = 'webhook'`;
      const emailOnly = { RESEND_API_KEY: 're_123', LEAD_EMAIL_TO: 'team@example.com', LEAD_EMAIL_FROM: 'Leads <leads@example.com>' };
      const run = await leads(['status'], emailOnly);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Waiting more than 10 minutes since the lead arrived: 0 (and 1 of webhook, off, not counted)');
      expect((await leads(['status'])).code).toBe(1);
      expect((await leads(['status'], { ...emailOnly, LEAD_WEBHOOK_URL: 'https://hooks.example.com/x' })).code).toBe(1);
    });

    it('names a malformed setting', async () => {
      const run = await leads(['status'], { LEAD_WEBHOOK_URL: 'http://hooks.example.com/x', LEAD_WEBHOOK_SECRET: 'secret' });
      expect(run.stdout).toContain('webhook: misconfigured, not tried: LEAD_WEBHOOK_URL is http:// to a host that is not loopback (https:// required); LEAD_WEBHOOK_SECRET does not start with whsec_');
    });
  });

  it('list --spam shows only suspected spam, newest first, with each channel\'s state', async () => {
    await contact({ name: 'Real Person', minutesAgo: 1 });
    await contact({ name: 'Bot One', email: 'bot1@spam.example', minutesAgo: 5, spam: 'honeypot' });
    await contact({ name: 'Bot Two', email: 'bot2@spam.example', minutesAgo: 3, spam: 'too-fast' });
    const run = await leads(['list', '--spam']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^when\s+kind\s+name\s+email\s+webhook\s+email\s+spam\s+id$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[2])).toEqual(['Bot Two', 'Bot One']);
    expect(lines[1]).toMatch(/contact\s+Bot Two\s+bot2@spam\.example\s+held\s+held\s+too-fast/);
    expect(run.stdout).not.toContain('Real Person');
    expect((await leads(['list'])).stdout).toContain('Real Person');
  });

  it('release: a held lead keeps its spam_reason, gets released_at, and its deliveries become pending and due', async () => {
    const id = await contact({ name: 'Held Person', spam: 'too-fast' });
    const run = await leads(['release', id]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`contact lead ${id} (Held Person <dana@whitfield.co>), held as too-fast: released at`);
    expect(run.stdout).toContain("the dispatcher's minute timer picks them up");
    const [lead] = await db`select spam_reason, released_at from contact_submissions where id = ${id}`;
    expect(lead.spam_reason).toBe('too-fast');
    expect(lead.released_at).toBeInstanceOf(Date);
    expect((await deliveriesOf(id)).map((d) => [d.channel, d.state, d.due])).toEqual([['email', 'pending', true], ['webhook', 'pending', true]]);

    const notSpam = await leads(['release', await contact()]);
    expect(notSpam.code).toBe(1);
    expect(notSpam.stderr).toContain('is not held as spam');
  });

  it('retry --dead: every dead delivery back to pending, due now, lease cleared, schedule restarted; nothing else touched', async () => {
    const first = await contact();
    const second = await subscriber('ann@example.com');
    const other = await contact({ name: 'Other' });
    await setDeliveries(first, 'dead', { attempts: 10, channel: 'webhook' });
    await setDeliveries(first, 'delivered', { attempts: 1, channel: 'email' });
    await setDeliveries(second, 'dead', { attempts: 10 });
    await setDeliveries(other, 'retrying', { attempts: 4 });

    const [deadWebhook] = await db<{ id: string }[]>`select id from lead_deliveries where lead_id = ${first} and channel = 'webhook'`;
    await db`insert into lead_alerts (incident, delivery_id, channel, sent_at) values (${`dead:${deadWebhook.id}`}, ${deadWebhook.id}, 'email', now())`;

    const run = await leads(['retry', '--dead']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('3 delivery(ies) set to pending.');
    // The incident is closed by the retry: should the delivery die again, that is a new incident, alerted again.
    expect(await db`select 1 from lead_alerts where incident = ${`dead:${deadWebhook.id}`}`).toHaveLength(0);
    expect(await db`select 1 from lead_alerts where delivery_id = ${deadWebhook.id}`).toHaveLength(1);
    expect(run.stdout).toContain(`of contact lead ${first}: dead after 10 attempt(s) -> pending, due now`);
    const reset = { state: 'pending', attempts: 0, lease_until: null, due: true };
    expect(await deliveriesOf(first)).toMatchObject([{ channel: 'email', state: 'delivered', attempts: 1 }, { channel: 'webhook', ...reset }]);
    expect(await deliveriesOf(second)).toMatchObject([reset, reset]);
    expect(await deliveriesOf(other)).toMatchObject([{ state: 'retrying', attempts: 4, due: false }, { state: 'retrying', attempts: 4, due: false }]);

    const byLead = await leads(['retry', other]);
    expect(byLead.stdout).toContain('2 delivery(ies) set to pending.');
    expect(await deliveriesOf(other)).toMatchObject([reset, reset]);
    expect((await leads(['retry', '--dead'])).stdout).toContain('No dead deliveries: nothing changed.');
  });

  it('wakes the dispatcher after a retry when LEAD_DISPATCH_URL and LEAD_DISPATCH_SECRET are set', async () => {
    const seen: (string | undefined)[] = [];
    const server: Server = createServer((req, res) => {
      seen.push(req.headers['x-dispatch-secret'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end('{"claimed":2,"delivered":2}');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      await setDeliveries(await contact(), 'dead', { attempts: 10 });
      const { port } = server.address() as AddressInfo;
      const run = await leads(['retry', '--dead'], { LEAD_DISPATCH_URL: `http://127.0.0.1:${port}/functions/v1/lead-dispatcher`, LEAD_DISPATCH_SECRET: 's3cret' });
      expect(run.stdout).toContain('Dispatcher woken: {"claimed":2,"delivered":2}');
      expect(seen).toEqual(['s3cret']);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('show finds a lead by its delivery id and prints fields, deliveries and attempts', async () => {
    const id = await contact();
    await setDeliveries(id, 'retrying', { attempts: 1, channel: 'webhook' });
    const [delivery] = await db<{ id: string }[]>`select id from lead_deliveries where lead_id = ${id} and channel = 'webhook'`;
    await db`insert into lead_delivery_attempts (delivery_id, channel, http_status, latency_ms, response_excerpt) values (${delivery.id}, 'webhook', 503, 87, 'Service Unavailable')`;
    const run = await leads(['show', delivery.id]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`contact lead ${id}`);
    expect(run.stdout).toMatch(/webhook: retrying \(next attempt at .*\), 1 attempt\(s\)/);
    expect(run.stdout).toMatch(/webhook\s+503\s+87 ms\s+Service Unavailable/);
    expect((await leads(['show', '00000000-0000-4000-8000-000000000000'])).code).toBe(1);
  });

  it('show prints a chat lead\'s page, session and conversation, each line printable', async () => {
    const id = await chatContact();
    const run = await leads(['show', id]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`chat lead ${id}`);
    expect(run.stdout).toMatch(/origin page:\s+\/services\/comprehensive-audit/);
    expect(run.stdout).toMatch(/chat session id:\s+session_1764237727000_abc/);
    expect(run.stdout).toContain('Conversation (3 lines, oldest first):\n'
      + '  Visitor (2026-11-27 10:02:07Z): How much is an audit?\n'
      + '  Assistant (2026-11-27 10:02:09Z): Our audits start with a call.\n'
      + '    See /contact.\n'
      + '  Visitor (2026-11-27 10:03:00Z): =HYPERLINK("http://evil.example")\n');
    expect(run.stdout).not.toContain('\u202e');
    expect((await db`select lead_kind from lead_deliveries where lead_id = ${id}`).map((row) => row.lead_kind)).toEqual(['chat', 'chat']);
    expect((await leads(['list'])).stdout).toMatch(/\bchat\s+Dana Whitfield/);
  });

  it('export writes RFC 4180 CSV with formula cells neutralised, and nothing else on stdout', async () => {
    await contact({ name: '=HYPERLINK("http://evil.example")', minutesAgo: 1 });
    const run = await leads(['export', '--since', '2000-01-01']);
    expect(run.code).toBe(0);
    const records = run.stdout.split('\r\n');
    expect(records).toHaveLength(3);
    expect(records[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(records[1]).toContain(',pending,0,pending,0');
    expect(run.stderr).toContain('exported 1 lead(s)');
    expect((await leads(['export', '--since', 'yesterday-ish'])).code).toBe(2);
  });

  it('export gives a chat lead its page, session and conversation, one cell a line per turn, never starting a formula', async () => {
    const id = await chatContact();
    const run = await leads(['export']);
    const header = run.stdout.split('\r\n')[0].split(',');
    expect(header).toEqual(expect.arrayContaining(['origin_page', 'chat_session_id', 'transcript']));
    const record = run.stdout.slice(run.stdout.indexOf('\r\n') + 2);
    expect(record).toContain(`,chat,${id},`);
    expect(record).toContain(',/services/comprehensive-audit,session_1764237727000_abc,"Visitor (2026-11-27 10:02:07Z): How much is an audit?\n'
      + 'Assistant (2026-11-27 10:02:09Z): Our audits start with a call.\n\u202eSee /contact.\n'
      + 'Visitor (2026-11-27 10:03:00Z): =HYPERLINK(""http://evil.example"")",');
    expect(record).not.toMatch(/(^|,)"?[=+\-@]/);
  });

  describe('erase', () => {
    async function person(email: string) {
      const contactId = await contact({ email });
      const subscriberId = await subscriber(email.toUpperCase());
      const [delivery] = await db<{ id: string }[]>`select id from lead_deliveries where lead_id = ${contactId} and channel = 'webhook'`;
      await db`update lead_deliveries set state = 'dead' where id = ${delivery.id}`;
      await db`insert into lead_delivery_attempts (delivery_id, channel, http_status) values (${delivery.id}, 'webhook', 500)`;
      await db`insert into lead_alerts (incident, delivery_id, channel) values (${`dead:${delivery.id}`}, ${delivery.id}, 'email')`;
      return { contactId, subscriberId };
    }

    const rowsOf = async (ids: string[]) => {
      const [counts] = await db`
        select
          (select count(*)::int from contact_submissions where id = any(${ids}::uuid[])) as contacts,
          (select count(*)::int from newsletter_subscribers where id = any(${ids}::uuid[])) as subscribers,
          (select count(*)::int from lead_deliveries where lead_id = any(${ids}::uuid[])) as deliveries,
          (select count(*)::int from lead_delivery_attempts a join lead_deliveries d on d.id = a.delivery_id where d.lead_id = any(${ids}::uuid[])) as attempts,
          (select count(*)::int from lead_alerts a join lead_deliveries d on d.id = a.delivery_id where d.lead_id = any(${ids}::uuid[])) as alerts`;
      return counts;
    };

    it('removes every row of that person in any letter case, and no one else\'s', async () => {
      const dana = await person('Dana@Whitfield.co');
      const other = await person('someone@else.example');
      await db`insert into chat_messages (session_id, user_message) values ('session-1', 'hello')`;

      const run = await leads(['erase', 'DANA@whitfield.CO']);
      expect(run.code).toBe(0);
      for (const line of ['contact_submissions: 1 removed', 'newsletter_subscribers: 1 removed', 'lead_deliveries: 4 removed',
        'lead_delivery_attempts: 1 removed', 'lead_alerts: 1 removed']) expect(run.stdout).toContain(line);
      expect(run.stdout).toContain('chat_messages: 0 removed');
      expect(await rowsOf([dana.contactId, dana.subscriberId])).toEqual({ contacts: 0, subscribers: 0, deliveries: 0, attempts: 0, alerts: 0 });
      expect(await rowsOf([other.contactId, other.subscriberId])).toEqual({ contacts: 1, subscribers: 1, deliveries: 4, attempts: 1, alerts: 1 });
      expect((await db`select count(*)::int as n from chat_messages`)[0].n).toBe(1);
    });

    it('removes the chat turns of the sessions that person sent to the team, and no other session\'s', async () => {
      const id = await chatContact({ email: 'Dana@Whitfield.co', session: 'session_dana' });
      await chatContact({ email: 'other@example.com', session: 'session_other' });
      for (const session of ['session_dana', 'session_dana', 'session_other', 'session_never_sent']) {
        await db`insert into chat_messages (session_id, user_message) values (${session}, 'hello')`;
      }
      const run = await leads(['erase', 'dana@whitfield.co']);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('chat_messages: 2 removed');
      expect(run.stdout).toContain('contact_submissions: 1 removed');
      expect(await db`select id from contact_submissions where id = ${id}`).toHaveLength(0);
      expect((await db`select session_id from chat_messages order by session_id`).map((row) => row.session_id)).toEqual(['session_never_sent', 'session_other']);
    });

    it('is one transaction: a failure part-way leaves every row in place', async () => {
      const dana = await person('dana@whitfield.co');
      await db.unsafe(`
        create function public.refuse_erase() returns trigger language plpgsql as $$
        begin raise exception 'refused by test trigger'; end $$;
        create trigger refuse_erase before delete on public.newsletter_subscribers
          for each row execute function public.refuse_erase();`);
      try {
        const run = await leads(['erase', 'dana@whitfield.co']);
        expect(run.code).toBe(1);
        expect(run.stderr).toContain('refused by test trigger');
        expect(await rowsOf([dana.contactId, dana.subscriberId])).toEqual({ contacts: 1, subscribers: 1, deliveries: 4, attempts: 1, alerts: 1 });
      } finally {
        await db.unsafe('drop trigger refuse_erase on public.newsletter_subscribers; drop function public.refuse_erase();');
      }
    });
  });
});
