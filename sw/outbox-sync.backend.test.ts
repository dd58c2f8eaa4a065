/**
 * The worker's replay against the local backend with its production limits: each kind delivered
 * once, refusals kept with the server's message, and a device's queue of 1,000 records drained in
 * a few batch requests with no duplicate (the drain time is measured by `npm run soak`).
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../scripts/local-backend/backend.mjs';
import { startTestBackend } from '../tests/setup/test-backend';
import { pendingCount } from '../src/outbox/queries';
import { enqueue } from '../src/outbox/store';
import { freshOutbox } from '../tests/support/outbox-test-support';
import { backendSettingsFrom } from '../src/outbox/backend-settings';
import type { FetchLike } from '../src/outbox/transport';
import { createOutboxReplay } from './outbox-sync';

let backend: LocalBackend;
let sql: postgres.Sql;

beforeAll(async () => {
  backend = await startTestBackend();
  sql = postgres(backend.dbUrl, { onnotice: () => undefined });
});

afterAll(async () => {
  await sql?.end({ timeout: 1 });
  await backend?.stop();
});

function countingFetch() {
  const posts: number[] = [];
  const fetchImpl: FetchLike = async (input, init) => {
    const response = await fetch(input, init);
    if (init?.method === 'POST') posts.push(response.status);
    return response;
  };
  return { fetchImpl, posts };
}

const settings = () => backendSettingsFrom({ VITE_SUPABASE_URL: `${backend.url}/`, VITE_SUPABASE_ANON_KEY: backend.anonKey });

describe('the worker replay against the local backend', () => {
  it('delivers each kind once in batches, keeps a refusal with its message, and a second round sends nothing', async () => {
    const db = freshOutbox();
    const contact = await enqueue(db, 'contact', { name: 'Grace Hopper', email: 'grace@example.com', service: 'technical-seo', message: 'Booth lead from the trade show.' });
    const signup = await enqueue(db, 'newsletter', { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', optedIn: true });
    const turn = await enqueue(db, 'conversation', { sessionId: 'session_kiosk_1', userMessage: 'What is AEO?', aiResponse: 'Answer-engine optimization.', provider: 'fallback' });
    const bad = await enqueue(db, 'contact', { name: 'X', email: 'not-an-email', message: 'Hi' });

    const { fetchImpl, posts } = countingFetch();
    const replay = createOutboxReplay(settings(), () => db, fetchImpl)!;
    expect(await replay()).toEqual({ delivered: 3, rejected: 1, queued: 0, next: { type: 'idle' } });
    expect(posts).toEqual([200, 200, 200]);
    expect(await replay()).toEqual({ delivered: 0, rejected: 0, queued: 0, next: { type: 'idle' } });
    expect(posts).toHaveLength(3);

    expect((await db.contacts.get(contact.id))?.status).toBe('delivered');
    expect((await db.newsletter.get(signup.id))?.status).toBe('delivered');
    expect((await db.conversations.get(turn.id))?.status).toBe('delivered');
    expect(await db.contacts.get(bad.id)).toMatchObject({ status: 'rejected', lastError: 'Please enter a valid email address.' });

    const [counts] = await sql`
      select (select count(*)::int from contact_submissions where client_record_id = ${contact.id}) as contacts,
             (select count(*)::int from newsletter_subscribers where client_record_id = ${signup.id}) as signups,
             (select count(*)::int from chat_messages where client_record_id = ${turn.id}) as turns`;
    expect(counts).toEqual({ contacts: 1, signups: 1, turns: 1 });
    await db.delete();
  });

  it('drains 1,000 queued records of all three kinds from one address with the production limits, once each, in a few requests', async () => {
    const db = freshOutbox();
    const ids: Record<'contact' | 'newsletter' | 'conversation', string[]> = { contact: [], newsletter: [], conversation: [] };
    for (let index = 0; index < 1000; index++) {
      const at = { now: new Date(Date.UTC(2025, 9, 1, 9, 0, 0, index)) };
      if (index % 3 === 0) ids.contact.push((await enqueue(db, 'contact', { name: `Lead ${index}`, email: `lead${index}@example.com`, message: `Met at the booth, ${index}.` }, at)).id);
      else if (index % 3 === 1) ids.newsletter.push((await enqueue(db, 'newsletter', { firstName: 'Booth', lastName: `Visitor ${index}`, email: `reader${index}@example.com`, optedIn: true }, at)).id);
      else ids.conversation.push((await enqueue(db, 'conversation', { sessionId: `kiosk_${index % 7}`, userMessage: `Question ${index}`, aiResponse: 'Answered on the device.', provider: 'fallback' }, at)).id);
    }
    const { fetchImpl, posts } = countingFetch();
    const replay = createOutboxReplay(settings(), () => db, fetchImpl)!;
    const started = performance.now();
    expect(await replay()).toEqual({ delivered: 1000, rejected: 0, queued: 0, next: { type: 'idle' } });
    // A figure for the report (the soak's target is under 30 s), not an assertion: timing is the benchmark's job.
    console.log(`drain of 1,000 queued records at the production limits: ${((performance.now() - started) / 1000).toFixed(2)} s, ${posts.length} requests`);
    expect(await pendingCount(db)).toBe(0);
    // 334 + 333 + 333 records in batches of at most 50: 21 requests, not 1,000, and no 429.
    expect(posts).toHaveLength(21);
    expect(posts.every((status) => status === 200)).toBe(true);
    const [rows] = await sql`
      select (select count(*)::int from contact_submissions where client_record_id in ${sql(ids.contact)}) as contacts,
             (select count(*)::int from newsletter_subscribers where client_record_id in ${sql(ids.newsletter)}) as signups,
             (select count(*)::int from chat_messages where client_record_id in ${sql(ids.conversation)}) as turns`;
    expect(rows).toEqual({ contacts: ids.contact.length, signups: ids.newsletter.length, turns: ids.conversation.length });
    await db.delete();
  }, 120_000);

  it('reports the backend unreachable, so the sync is retried in 30 s', async () => {
    const db = freshOutbox();
    await enqueue(db, 'contact', { name: 'Grace', email: 'grace@example.com', message: 'Hello' });
    const replay = createOutboxReplay({ url: 'http://127.0.0.1:9', anonKey: backend.anonKey }, () => db, (input, init) => fetch(input, init))!;
    expect(await replay()).toEqual({ delivered: 0, rejected: 0, queued: 0, next: { type: 'retry', delayMs: 30_000, reason: 'offline' } });
    await db.delete();
  });
});
