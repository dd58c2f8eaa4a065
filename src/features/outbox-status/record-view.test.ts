import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../outbox/records';
import { excerpt, formatRecordTime, recordView } from './record-view';

const state = { id: 'id-1', timestamp: '2025-10-31T17:05:00.000Z', status: 'pending' as const, attempts: 2, lastError: 'Network error: Failed to fetch' };

describe('recordView', () => {
  it('shows a contact with company, masked email, the service label and a message excerpt', () => {
    const entry: OutboxEntry = {
      kind: 'contact',
      record: { ...state, name: 'Jane Doe', email: 'jane.doe@example.com', company: 'Acme', service: 'aeo-geo-strategy', message: 'We need   help\nwith AEO.' },
    };
    expect(recordView(entry, 'UTC')).toEqual({
      key: 'contact:id-1',
      kind: 'contact',
      status: 'pending',
      who: 'Jane Doe, Acme',
      maskedEmail: 'ja••••@example.com',
      topic: 'AEO & GEO Strategy',
      excerpt: 'We need help with AEO.',
      timestamp: '2025-10-31T17:05:00.000Z',
      time: 'Oct 31, 2025, 5:05 PM',
      attempts: 2,
      lastError: 'Network error: Failed to fetch',
    });
  });

  it('shows a newsletter signup by name with a masked email and the consent', () => {
    const entry: OutboxEntry = {
      kind: 'newsletter',
      record: { ...state, firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', emailKey: 'ann@example.org', optedIn: true },
    };
    const view = recordView(entry, 'UTC');
    expect(view.who).toBe('Ann Lee');
    expect(view.maskedEmail).toBe('a••••@example.org');
    expect(view.excerpt).toBe('Consented to marketing emails');
    expect(view.topic).toBeUndefined();
  });

  it('names a chat turn by its question and the time it was asked, not by its session id, and does not repeat a short question below', () => {
    const entry: OutboxEntry = {
      kind: 'conversation',
      record: { ...state, sessionId: 'session_1', userMessage: 'What is GEO?', aiResponse: 'Generative engine optimization.', provider: 'fallback' },
    };
    const view = recordView(entry, 'UTC');
    expect(view.who).toBe('“What is GEO?” at 5:05 PM');
    expect(view.who).not.toContain('session_1');
    expect(view.excerpt).toBe('');
    expect(view.maskedEmail).toBeUndefined();
  });

  it('shortens a long first question in the name with an ellipsis and shows the whole question below', () => {
    const question = 'How would answer engine optimization work for a regional law firm with three offices?';
    const entry: OutboxEntry = { kind: 'conversation', record: { ...state, sessionId: 's', userMessage: question, aiResponse: 'It would.', provider: 'fallback' } };
    const view = recordView(entry, 'America/New_York');
    expect(view.who).toBe('“How would answer engine optimization work for a…” at 1:05 PM');
    expect(view.excerpt).toBe(question);
  });

  it("names a later turn by its conversation's first question, with its own question below", () => {
    const first = { id: 'id-0', userMessage: 'What is AEO?', timestamp: '2025-10-31T16:58:00.000Z' };
    const entry: OutboxEntry = { kind: 'conversation', record: { ...state, sessionId: 's', userMessage: 'And pricing?', aiResponse: 'Depends.', provider: 'fallback' } };
    const view = recordView(entry, 'UTC', first);
    expect(view.who).toBe('“What is AEO?” at 4:58 PM');
    expect(view.excerpt).toBe('And pricing?');
  });
});

describe('excerpt', () => {
  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const cut = excerpt(text, 40);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(41);
  });

  it('keeps short text whole', () => {
    expect(excerpt('  short  text ')).toBe('short text');
  });
});

describe('formatRecordTime', () => {
  it('uses en-US month, day, year and hour:minute', () => {
    expect(formatRecordTime('2025-01-05T09:03:00.000Z', 'UTC')).toBe('Jan 5, 2025, 9:03 AM');
    expect(formatRecordTime('2025-01-05T09:03:00.000Z', 'America/New_York')).toBe('Jan 5, 2025, 4:03 AM');
  });
});
