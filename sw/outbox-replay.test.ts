import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueContact, enqueueConversation, enqueueNewsletter } from '../src/outbox/enqueue';
import type { OutboxDb } from '../src/outbox/outbox-db';
import { freshOutbox } from '../src/outbox/test-support';
import type { FetchLike } from '../src/outbox/with-timeout';
import { createOutboxReplay } from './outbox-replay';

const settings = { url: 'https://backend.test', anonKey: 'anon-key' };

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
}

function fakeFetch(answer: (request: Seen) => Response | Error) {
  const seen: Seen[] = [];
  const fetchImpl: FetchLike = async (url, init = {}) => {
    const request: Seen = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    seen.push(request);
    const result = answer(request);
    if (result instanceof Error) throw result;
    return result;
  };
  return { fetchImpl, seen };
}

const ok = () => new Response(JSON.stringify({ success: true }), { status: 200 });

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
});

afterEach(async () => {
  await db.delete();
});

async function enqueueOneOfEach() {
  const contact = await enqueueContact(db, { name: 'Ada', email: 'ada@example.com', message: 'Hello' });
  const signup = await enqueueNewsletter(db, { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', optedIn: true });
  const turn = await enqueueConversation(db, { sessionId: 's1', userMessage: 'Hi', aiResponse: 'Hello!', provider: 'fallback' });
  return { contact, signup, turn };
}

describe('createOutboxReplay (the worker replay)', () => {
  it('is null with no backend configured, so the worker does nothing', () => {
    expect(createOutboxReplay(null, () => db, fakeFetch(ok).fetchImpl)).toBeNull();
  });

  it('probes with OPTIONS, then posts every pending record to its edge function with the anon key', async () => {
    const { contact, signup, turn } = await enqueueOneOfEach();
    const { fetchImpl, seen } = fakeFetch(ok);
    const replay = createOutboxReplay(settings, () => db, fetchImpl)!;
    expect(await replay()).toEqual({ ran: true, delivered: 3, rejected: 0, failed: 0 });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'OPTIONS https://backend.test/functions/v1/contact-form',
      'POST https://backend.test/functions/v1/contact-form',
      'POST https://backend.test/functions/v1/newsletter-signup',
      'POST https://backend.test/functions/v1/ai-chatbot',
    ]);
    for (const request of seen) {
      expect(request.headers.Authorization).toBe('Bearer anon-key');
      expect(request.headers.apikey).toBe('anon-key');
    }
    expect(seen.slice(1).map((r) => r.body?.clientRecordId)).toEqual([contact.id, signup.id, turn.id]);
    const statuses = await Promise.all([db.contacts.get(contact.id), db.newsletter.get(signup.id), db.conversations.get(turn.id)]);
    expect(statuses.map((r) => r?.status)).toEqual(['delivered', 'delivered', 'delivered']);
  });

  it('sends nothing and reports offline when the probe fails', async () => {
    const { contact } = await enqueueOneOfEach();
    const { fetchImpl, seen } = fakeFetch(() => new TypeError('Failed to fetch'));
    const replay = createOutboxReplay(settings, () => db, fetchImpl)!;
    expect(await replay()).toEqual({ ran: false, reason: 'offline' });
    expect(seen).toHaveLength(1);
    expect((await db.contacts.get(contact.id))?.status).toBe('pending');
  });

  it('keeps failed records pending and marks 4xx refusals rejected with the server message', async () => {
    const { contact, signup } = await enqueueOneOfEach();
    const { fetchImpl } = fakeFetch((request) => {
      if (request.method === 'OPTIONS') return new Response(null, { status: 204 });
      if (request.url.endsWith('contact-form')) return new Response(JSON.stringify({ message: 'Invalid email' }), { status: 400 });
      return new Response('busy', { status: 503 });
    });
    const replay = createOutboxReplay(settings, () => db, fetchImpl)!;
    expect(await replay()).toEqual({ ran: true, delivered: 0, rejected: 1, failed: 2 });
    expect(await db.contacts.get(contact.id)).toMatchObject({ status: 'rejected', lastError: 'Invalid email', attempts: 1 });
    expect(await db.newsletter.get(signup.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
