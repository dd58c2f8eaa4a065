/**
 * Suspected spam is stored like any lead and its notifications are held, never dropped: a filled
 * honeypot, a form sent sooner than a person can, and an address past its per-minute budget. The
 * visitor's answer is the same either way; an older device's record without the signals is not suspect.
 */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../setup/test-backend';
import { callFunction, openDatabase, uniqueClientAddress } from './support/function-client';

let backend: LocalBackend;
let db: postgres.Sql;

beforeAll(async () => {
  backend = await startTestBackend();
  db = openDatabase(backend);
});

afterAll(async () => {
  await db?.end({ timeout: 1 });
  await backend?.stop();
});

const SENT = { success: true, message: "Your message has been sent successfully! We'll respond within 24 hours." };

function contact(signals: Record<string, unknown> = {}) {
  return { name: 'Ada Lovelace', email: `ada.${randomUUID()}@example.com`, message: 'We want to be cited.', clientRecordId: randomUUID(), ...signals };
}

async function leadState(table: 'contact_submissions' | 'newsletter_subscribers', clientRecordId: string) {
  const [row] = await db<{ id: string; spam_reason: string | null }[]>`
    select id, spam_reason from ${db(table)} where client_record_id = ${clientRecordId}`;
  const deliveries = await db<{ state: string }[]>`select state from lead_deliveries where lead_id = ${row.id} order by channel`;
  return { spamReason: row.spam_reason, states: deliveries.map((delivery) => delivery.state) };
}

describe('suspected spam', () => {
  it('a person: an empty honeypot and a form sent after some seconds is a lead like any other', async () => {
    const body = contact({ website: '', elapsedMs: 14_000 });
    const answer = await callFunction(backend, 'contact-form', { body });
    expect(answer.body).toEqual(SENT);
    expect(await leadState('contact_submissions', body.clientRecordId)).toEqual({ spamReason: null, states: ['pending', 'pending'] });
  });

  it('a filled honeypot is stored, answered as usual, and held from every channel', async () => {
    const body = contact({ website: 'https://cheap-links.example', elapsedMs: 14_000 });
    const answer = await callFunction(backend, 'contact-form', { body });
    expect(answer.body).toEqual(SENT);
    expect(await leadState('contact_submissions', body.clientRecordId)).toEqual({ spamReason: 'honeypot', states: ['held', 'held'] });
  });

  it('a form sent within a second and a half of its page is held as too fast', async () => {
    const body = contact({ elapsedMs: 400 });
    expect((await callFunction(backend, 'contact-form', { body })).body).toEqual(SENT);
    expect(await leadState('contact_submissions', body.clientRecordId)).toEqual({ spamReason: 'too-fast', states: ['held', 'held'] });
  });

  it('a signup sent with a filled honeypot is held too, and in a batch', async () => {
    const signup = { firstName: 'Bot', lastName: 'Net', email: `bot.${randomUUID()}@example.com`, optedIn: true, clientRecordId: randomUUID(), website: 'x', elapsedMs: 9000 };
    const answer = await callFunction(backend, 'newsletter-signup', { body: { records: [signup] } });
    expect(answer.status).toBe(200);
    expect(await leadState('newsletter_subscribers', signup.clientRecordId)).toEqual({ spamReason: 'honeypot', states: ['held', 'held'] });
  });

  it('a record from an older device, without the signals, is not suspect', async () => {
    const body = contact();
    await callFunction(backend, 'contact-form', { body });
    expect(await leadState('contact_submissions', body.clientRecordId)).toEqual({ spamReason: null, states: ['pending', 'pending'] });
  });

  it('past ten notified leads a minute from one address, the next is stored and held as over budget', async () => {
    const clientAddress = uniqueClientAddress();
    const bodies = Array.from({ length: 11 }, () => contact({ elapsedMs: 20_000 }));
    for (const body of bodies) expect((await callFunction(backend, 'contact-form', { body, clientAddress })).status).toBe(200);
    const reasons = await Promise.all(bodies.map(async (body) => (await leadState('contact_submissions', body.clientRecordId)).spamReason));
    expect(reasons).toEqual([...Array.from({ length: 10 }, () => null), 'over-budget']);
  });
});
