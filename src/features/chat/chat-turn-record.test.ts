import { afterEach, describe, expect, it, vi } from 'vitest';
import { tableFor, type OutboxDb } from '../../outbox/database';
import { OutboxWriteError } from '../../outbox/store';
import { freshOutbox } from '../../../tests/support/outbox-test-support';
import { createTransport, payloadOf } from '../../outbox/transport';
import { recordChatTurn } from './chat-turn-record';
import type { ChatTurn } from './chat-types';

const dbs: OutboxDb[] = [];
const outbox = () => {
  const db = freshOutbox();
  dbs.push(db);
  return db;
};
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

const turn = (provider: string): ChatTurn => ({
  id: crypto.randomUUID(),
  sessionId: 'session-1',
  userMessage: 'what is AEO/GEO',
  aiResponse: 'Answer engine optimization...',
  provider,
  timestamp: new Date('2025-03-04T14:05:00Z'),
});

describe('recordChatTurn', () => {
  it('stores a fallback turn as pending under the live call id and requests a sync', async () => {
    const db = outbox();
    const requestSync = vi.fn();
    const t = turn('fallback');
    await recordChatTurn(db, t, requestSync);
    const stored = await tableFor(db, 'conversation').get(t.id);
    expect(stored).toMatchObject({
      id: t.id,
      status: 'pending',
      attempts: 0,
      sessionId: 'session-1',
      userMessage: 'what is AEO/GEO',
      aiResponse: 'Answer engine optimization...',
      provider: 'fallback',
      timestamp: '2025-03-04T14:05:00.000Z',
    });
    expect(requestSync).toHaveBeenCalledTimes(1);
    expect(payloadOf('conversation', stored!)).toEqual({
      message: 'what is AEO/GEO',
      sessionId: 'session-1',
      clientRecordId: t.id,
      recordedResponse: 'Answer engine optimization...',
      provider: 'fallback',
    });
  });

  it('marks a turn the backend answered as delivered at once, without a sync', async () => {
    const db = outbox();
    const requestSync = vi.fn();
    const t = turn('gemini');
    const record = await recordChatTurn(db, t, requestSync);
    expect(record.status).toBe('delivered');
    expect((await tableFor(db, 'conversation').get(t.id))?.status).toBe('delivered');
    expect(requestSync).not.toHaveBeenCalled();
  });

  it('keeps the pages a reply linked to and sends them with the turn, singly and in a batch', async () => {
    const db = outbox();
    const citedUrls = ['/services/answer-engine-optimization', '/insights/aeo-vs-geo-understanding-the-new-search-landscape#what-is-answer-engine-optimization-aeo'];
    const t = { ...turn('fallback'), citedUrls };
    await recordChatTurn(db, t, () => undefined);
    const stored = await tableFor(db, 'conversation').get(t.id);
    expect(stored?.citedUrls).toEqual(citedUrls);
    expect(payloadOf('conversation', stored!)).toMatchObject({ clientRecordId: t.id, citedUrls });

    const seen: unknown[] = [];
    const transport = createTransport({ url: 'https://backend.test', anonKey: 'key' }, async (_url, init) => {
      seen.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ results: [{ index: 0, status: 'stored' }] }), { status: 200 });
    });
    await transport.deliverBatch('conversation', [stored!], 4_000);
    expect(seen).toEqual([{ records: [expect.objectContaining({ clientRecordId: t.id, citedUrls })] }]);
  });

  it('stores no empty list of links: a reply without any carries no citedUrls', async () => {
    const db = outbox();
    const t = { ...turn('fallback'), citedUrls: [] };
    await recordChatTurn(db, t, () => undefined);
    const stored = await tableFor(db, 'conversation').get(t.id);
    expect(stored).not.toHaveProperty('citedUrls');
    expect(payloadOf('conversation', stored!)).not.toHaveProperty('citedUrls');
  });

  it('throws OutboxWriteError when the turn cannot be stored', async () => {
    const db = outbox();
    const t = turn('fallback');
    await recordChatTurn(db, t, () => undefined);
    await expect(recordChatTurn(db, t, () => undefined)).rejects.toBeInstanceOf(OutboxWriteError);
  });
});
