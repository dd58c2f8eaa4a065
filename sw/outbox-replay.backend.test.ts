import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalBackend, type LocalBackend } from '../scripts/local-backend/backend.mjs';
import { enqueueContact, enqueueConversation, enqueueNewsletter } from '../src/outbox/enqueue';
import { freshOutbox } from '../src/outbox/test-support';
import { backendSettings } from './backend-settings';
import { createOutboxReplay } from './outbox-replay';

let backend: LocalBackend;
let sql: postgres.Sql;

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0 });
  sql = postgres(backend.dbUrl, { onnotice: () => undefined });
});

afterAll(async () => {
  await sql?.end({ timeout: 1 });
  await backend?.stop();
});

describe('the worker replay against the local backend', () => {
  it('delivers each kind once, with the real edge functions, and a second replay sends nothing again', async () => {
    const db = freshOutbox();
    const contact = await enqueueContact(db, { name: 'Grace Hopper', email: 'grace@example.com', service: 'technical-seo', message: 'Booth lead from the trade show.' });
    const signup = await enqueueNewsletter(db, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', optedIn: true });
    const turn = await enqueueConversation(db, { sessionId: 'session_kiosk_1', userMessage: 'What is AEO?', aiResponse: 'Answer-engine optimization.', provider: 'fallback' });
    const bad = await enqueueContact(db, { name: 'X', email: 'not-an-email', message: 'Hi' });

    const settings = backendSettings({ VITE_SUPABASE_URL: `${backend.url}/`, VITE_SUPABASE_ANON_KEY: backend.anonKey });
    const replay = createOutboxReplay(settings, () => db, (input, init) => fetch(input, init))!;
    expect(await replay()).toEqual({ ran: true, delivered: 3, rejected: 1, failed: 0 });
    expect(await replay()).toEqual({ ran: true, delivered: 0, rejected: 0, failed: 0 });

    expect((await db.contacts.get(contact.id))?.status).toBe('delivered');
    expect((await db.newsletter.get(signup.id))?.status).toBe('delivered');
    expect((await db.conversations.get(turn.id))?.status).toBe('delivered');
    const rejected = await db.contacts.get(bad.id);
    expect(rejected?.status).toBe('rejected');
    expect(rejected?.lastError).toMatch(/email/i);

    const contacts = await sql`select count(*)::int as n from contact_submissions where client_record_id = ${contact.id}`;
    const signups = await sql`select count(*)::int as n from newsletter_subscribers where client_record_id = ${signup.id}`;
    const turns = await sql`select count(*)::int as n from chat_messages where client_record_id = ${turn.id}`;
    expect([contacts[0].n, signups[0].n, turns[0].n]).toEqual([1, 1, 1]);
    await db.delete();
  });

  it('reports offline (so the sync is retried) when the backend does not answer', async () => {
    const db = freshOutbox();
    await enqueueContact(db, { name: 'Grace', email: 'grace@example.com', message: 'Hello' });
    const settings = backendSettings({ VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: backend.anonKey });
    const replay = createOutboxReplay(settings, () => db, (input, init) => fetch(input, init))!;
    expect(await replay()).toEqual({ ran: false, reason: 'offline' });
    await db.delete();
  });
});
