// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { overrideBackendEnvironment } from '../../outbox/page/backend-config';
import { stubFetch } from '../../../tests/support/fake-fetch';
import { resetOutboxSync } from '../../outbox/page/outbox-sync';
import type { OutboxDb } from '../../outbox/database';
import { applyOutcome } from '../../outbox/store';
import { enqueueContact, freshOutbox } from '../../../tests/support/outbox-test-support';
import { OutboxStatusPage } from './outbox-status-page';
import { pendingWaitText } from './pending-wait';

const REAL = Date.parse('2026-11-27T10:00:00Z');
const pending = { status: 'pending' as const, attempts: 1 };

describe('pendingWaitText', () => {
  it('says why a pending record waits and until when, in en-US hour:minute', () => {
    const at = REAL + 5 * 60_000;
    expect(pendingWaitText({ ...pending, lastErrorKind: 'server' }, { at, reason: 'server' }, true, 'UTC')).toBe('Waiting because the backend had a problem. Next try at 10:05 AM.');
    expect(pendingWaitText({ ...pending, lastErrorKind: 'server' }, { at: REAL + 14 * 3_600_000, reason: 'throttled' }, true, 'UTC')).toBe(
      'Waiting because the backend asked this site to slow down. Next try at 12:00 AM.',
    );
    expect(pendingWaitText({ ...pending, lastErrorKind: 'offline' }, { at, reason: 'offline' }, true, 'America/New_York')).toBe(
      'Waiting for a connection: the backend could not be reached. Next try at 5:05 AM.',
    );
    expect(pendingWaitText({ ...pending, lastErrorKind: 'configuration' }, undefined, true, 'UTC')).toBe(
      "Waiting because the backend refused this site's key or address. Next try: now.",
    );
    expect(pendingWaitText({ ...pending, lastErrorKind: 'unrecognised' }, undefined, true, 'UTC')).toBe(
      'Waiting because something other than the backend answered (a Wi-Fi sign-in page or a wrong backend address). Next try: now.',
    );
    expect(pendingWaitText(pending, undefined, true)).toBe('Waiting because the last try did not go through. Next try: now.');
  });

  it('says when a record was never tried, and that nothing sends it without a backend', () => {
    expect(pendingWaitText({ status: 'pending', attempts: 0 }, undefined, true)).toBe('Waiting to be sent. Next try: now.');
    expect(pendingWaitText({ ...pending, lastErrorKind: 'server' }, { at: REAL }, false)).toBe('Kept on this device: no backend is configured to send it to.');
  });

  it('says nothing for a delivered or refused record', () => {
    expect(pendingWaitText({ status: 'delivered', attempts: 1 }, { at: REAL }, true)).toBeUndefined();
    expect(pendingWaitText({ status: 'rejected', attempts: 1, lastErrorKind: 'server' }, { at: REAL }, true)).toBeUndefined();
  });
});

describe('/outbox, a record waiting out the back-off', () => {
  let db: OutboxDb;

  beforeEach(() => {
    // Only Date: IndexedDB and Testing Library keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REAL);
    db = freshOutbox();
    resetOutboxSync({ db });
    overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon' }, serverRender: false });
  });

  afterEach(async () => {
    cleanup();
    resetOutboxSync();
    overrideBackendEnvironment({});
    vi.unstubAllGlobals();
    vi.useRealTimers();
    await db.delete();
  });

  it('shows on the record why it waits and the time of the next try', async () => {
    const seen = stubFetch(() => new TypeError('Failed to fetch'));
    const record = await enqueueContact(db, { name: 'Jane Doe', email: 'jane.doe@example.com', message: 'Please call me.' });
    await applyOutcome(db, 'contact', record.id, { type: 'queued', reason: 'server', message: 'HTTP 500: Internal error' });
    await db.meta.put({ key: 'pacing', failures: 3, backoff: { lastAttemptAt: REAL - 60_000, retryDelayMs: 4 * 60_000, reason: 'server' } });
    render(<OutboxStatusPage db={db} timeZone="UTC" />);
    const item = within(await screen.findByTestId('outbox-records')).getByRole('listitem');
    expect(within(item).getByTestId('outbox-waiting').textContent).toBe('Waiting because the backend had a problem. Next try at 10:03 AM.');
    expect(item.textContent).toContain('Last error: HTTP 500: Internal error');
    // The page's loop honours the same wait: nothing was sent.
    expect(seen).toEqual([]);
  });
});
