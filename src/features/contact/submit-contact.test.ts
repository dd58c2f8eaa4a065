import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxDb } from '../../outbox/database';
import { fakeTransport, freshOutbox } from '../../../tests/support/outbox-test-support';
import type { Transport } from '../../outbox/transport';
import { submitContact } from './submit-contact';

const mocks = vi.hoisted(() => ({
  db: undefined as OutboxDb | undefined,
  transport: undefined as Transport | undefined,
  requestSync: vi.fn(),
  drainAfterSuccess: vi.fn(),
}));

vi.mock('../../outbox/page/outbox-sync', () => ({
  pageOutbox: () => mocks.db,
  pageTransport: () => mocks.transport ?? null,
  requestSync: mocks.requestSync,
  drainAfterSuccess: mocks.drainAfterSuccess,
}));

const submission = { name: 'Jane Smith', email: 'jane@acme.com', message: 'Hello' };
let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
  mocks.db = db;
  mocks.requestSync.mockReset();
  mocks.drainAfterSuccess.mockReset();
});

afterEach(async () => {
  await db.delete();
});

describe('submitContact', () => {
  it('delivers, then lets the page drain whatever else waits', async () => {
    mocks.transport = fakeTransport().transport;
    expect(await submitContact(submission)).toEqual({ type: 'delivered' });
    expect(mocks.drainAfterSuccess).toHaveBeenCalledTimes(1);
  });

  it('keeps a record the server could not take now and schedules the retry with the outcome', async () => {
    const outcome = { type: 'queued' as const, reason: 'server' as const, message: 'HTTP 503', retryAfterMs: 2_000 };
    mocks.transport = fakeTransport({ submit: () => outcome }).transport;
    expect(await submitContact(submission)).toEqual(outcome);
    expect(mocks.requestSync).toHaveBeenCalledWith(outcome);
    expect((await db.contacts.toArray()).map((record) => record.status)).toEqual(['pending']);
  });

  it('treats an attempt that throws as stored, since the record is safe, and schedules a sync', async () => {
    mocks.transport = fakeTransport({ submit: () => Promise.reject(new Error('lock broken')) }).transport;
    expect(await submitContact(submission)).toMatchObject({ type: 'queued' });
    expect(mocks.requestSync).toHaveBeenCalledTimes(1);
    expect((await db.contacts.toArray()).map((record) => record.status)).toEqual(['pending']);
  });

  it('keeps the record on the device, without a call, when no backend is configured', async () => {
    mocks.transport = undefined;
    expect(await submitContact(submission)).toMatchObject({ type: 'queued', reason: 'configuration' });
    expect(mocks.requestSync).not.toHaveBeenCalled();
  });
});
