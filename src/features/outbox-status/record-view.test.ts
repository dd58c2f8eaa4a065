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

  it('shows a chat turn by session with the visitor\'s question and no email', () => {
    const entry: OutboxEntry = {
      kind: 'conversation',
      record: { ...state, sessionId: 'session_1', userMessage: 'What is GEO?', aiResponse: 'Generative engine optimization.', provider: 'fallback' },
    };
    const view = recordView(entry, 'UTC');
    expect(view.who).toBe('Chat session');
    expect(view.reference).toBe('session_1');
    expect(view.excerpt).toBe('What is GEO?');
    expect(view.maskedEmail).toBeUndefined();
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
