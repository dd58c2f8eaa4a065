import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueueContact, enqueueConversation, enqueueNewsletter } from './enqueue';
import { markDelivered } from './record-transitions';
import { openOutbox, type OutboxDb } from './outbox-db';
import type { ReplayLockManager } from './replay-lock';
import { replayOutbox } from './replay-outbox';
import { freshOutbox, recordingTransport } from './test-support';

const online = async () => true;
const later = () => new Promise((resolve) => setTimeout(resolve, 2));

// Behaves like navigator.locks: callbacks for one name run one after another.
function fakeWebLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const calls: string[] = [];
  const locks: ReplayLockManager = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      calls.push(name);
      const result = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(name, result.catch(() => undefined));
      return result;
    },
  };
  return { locks, calls };
}

let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

async function enqueueThree() {
  const newsletter = await enqueueNewsletter(db, { firstName: 'J', lastName: 'D', email: 'j@example.com', optedIn: true }, { now: new Date('2025-09-18T10:02:00Z') });
  const contact = await enqueueContact(db, { name: 'J', email: 'j@example.com', message: 'Hi' }, { now: new Date('2025-09-18T10:00:00Z') });
  const conversation = await enqueueConversation(db, { sessionId: 's', userMessage: 'Hi', aiResponse: 'Hello', provider: 'fallback' }, { now: new Date('2025-09-18T10:01:00Z') });
  return { contact, newsletter, conversation };
}

describe('replayOutbox', () => {
  it('does nothing but report offline when the probe fails', async () => {
    await enqueueThree();
    const { transport, calls } = recordingTransport();
    await expect(replayOutbox(db, transport, { probe: async () => false })).resolves.toEqual({ ran: false, reason: 'offline' });
    await expect(replayOutbox(db, transport, { probe: () => Promise.reject(new Error('boom')) })).resolves.toEqual({ ran: false, reason: 'offline' });
    expect(calls).toHaveLength(0);
    expect(await db.contacts.where('status').equals('pending').count()).toBe(1);
  });

  it('does not probe when nothing is pending', async () => {
    const probe = vi.fn(online);
    const { transport } = recordingTransport();
    await expect(replayOutbox(db, transport, { probe })).resolves.toEqual({ ran: true, delivered: 0, rejected: 0, failed: 0 });
    expect(probe).not.toHaveBeenCalled();
  });

  it('delivers every pending record oldest first and counts the outcomes', async () => {
    const { contact, newsletter, conversation } = await enqueueThree();
    const already = await enqueueContact(db, { name: 'K', email: 'k@example.com', message: 'Old' }, { now: new Date('2025-09-17T00:00:00Z') });
    await markDelivered(db, 'contact', already.id);
    const { transport, calls } = recordingTransport(({ clientRecordId }) =>
      clientRecordId === newsletter.id ? { type: 'rejected', message: 'Please enter a valid email address.' }
      : clientRecordId === conversation.id ? { type: 'failed', message: 'HTTP 503' }
      : { type: 'delivered' },
    );
    await expect(replayOutbox(db, transport, { probe: online })).resolves.toEqual({ ran: true, delivered: 1, rejected: 1, failed: 1 });
    expect(calls).toEqual([
      { kind: 'contact', clientRecordId: contact.id },
      { kind: 'conversation', clientRecordId: conversation.id },
      { kind: 'newsletter', clientRecordId: newsletter.id },
    ]);
    expect((await db.contacts.get(contact.id))!.status).toBe('delivered');
    expect(await db.newsletter.get(newsletter.id)).toMatchObject({ status: 'rejected', lastError: 'Please enter a valid email address.' });
    expect(await db.conversations.get(conversation.id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('re-reads each record right before sending it and skips one delivered meanwhile', async () => {
    const { contact, newsletter, conversation } = await enqueueThree();
    const { transport, calls } = recordingTransport(async ({ clientRecordId }) => {
      // While the first record is in flight, another context delivers the newsletter signup.
      if (clientRecordId === contact.id) await markDelivered(db, 'newsletter', newsletter.id);
      return { type: 'delivered' };
    });
    await expect(replayOutbox(db, transport, { probe: online })).resolves.toEqual({ ran: true, delivered: 2, rejected: 0, failed: 0 });
    expect(calls.map((call) => call.clientRecordId)).toEqual([contact.id, conversation.id]);
  });

  it('delivers each record exactly once when two replays start at the same time', async () => {
    await enqueueThree();
    const { transport, calls } = recordingTransport(async () => {
      await later();
      return { type: 'delivered' };
    });
    const results = await Promise.all([replayOutbox(db, transport, { probe: online }), replayOutbox(db, transport, { probe: online })]);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((call) => call.clientRecordId)).size).toBe(3);
    expect(results.map((result) => result.ran && result.delivered).sort()).toEqual([0, 3]);
  });

  it('holds navigator.locks so the page and the service worker (two connections) never deliver twice', async () => {
    const { locks, calls: lockCalls } = fakeWebLocks();
    vi.stubGlobal('navigator', { locks });
    await enqueueThree();
    const worker = openOutbox(db.name);
    const { transport, calls } = recordingTransport(async () => {
      await later();
      return { type: 'delivered' };
    });
    await Promise.all([replayOutbox(db, transport, { probe: online }), replayOutbox(worker, transport, { probe: online })]);
    worker.close();
    expect(lockCalls).toEqual(['asc-outbox-replay', 'asc-outbox-replay']);
    expect(calls).toHaveLength(3);
  });

  it('would send twice without the lock, which is why it is held', async () => {
    await enqueueThree();
    const noLock: ReplayLockManager = { request: (_name, callback) => callback() };
    const { transport, calls } = recordingTransport(async () => {
      await later();
      return { type: 'delivered' };
    });
    await Promise.all([replayOutbox(db, transport, { probe: online, locks: noLock }), replayOutbox(db, transport, { probe: online, locks: noLock })]);
    expect(calls.length).toBeGreaterThan(3);
  });

  it('releases the lock when a replay throws', async () => {
    await enqueueThree();
    const { transport } = recordingTransport();
    vi.spyOn(db.contacts, 'get').mockRejectedValueOnce(new Error('IndexedDB broke'));
    await expect(replayOutbox(db, transport, { probe: online })).rejects.toThrow('IndexedDB broke');
    await expect(replayOutbox(db, transport, { probe: online })).resolves.toMatchObject({ ran: true, delivered: 3 });
  });
});
