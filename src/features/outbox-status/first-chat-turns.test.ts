import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../outbox/records';
import { firstChatTurns } from './first-chat-turns';

const turn = (id: string, sessionId: string, timestamp: string): OutboxEntry => ({
  kind: 'conversation',
  record: { id, sessionId, timestamp, status: 'pending', attempts: 0, userMessage: `question ${id}`, aiResponse: 'answer', provider: 'fallback' },
});

describe('firstChatTurns', () => {
  it('keeps the earliest turn of each session, whatever the order, and ignores other kinds', () => {
    const entries: OutboxEntry[] = [
      turn('b2', 'b', '2025-10-31T17:10:00.000Z'),
      turn('a2', 'a', '2025-10-31T17:06:00.000Z'),
      { kind: 'newsletter', record: { id: 'n', timestamp: '2025-10-31T17:00:00.000Z', status: 'pending', attempts: 0, firstName: 'A', lastName: 'B', email: 'a@b.co', emailKey: 'a@b.co', optedIn: true } },
      turn('a1', 'a', '2025-10-31T17:05:00.000Z'),
      turn('b1', 'b', '2025-10-31T17:09:00.000Z'),
    ];
    const first = firstChatTurns(entries);
    expect([...first.entries()].map(([session, record]) => [session, record.id]).sort()).toEqual([
      ['a', 'a1'],
      ['b', 'b1'],
    ]);
  });
});
