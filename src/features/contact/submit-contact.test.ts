import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliverNowResult } from '../../outbox/deliver-now';
import type { OutboxDb } from '../../outbox/outbox-db';
import { freshOutbox } from '../../outbox/test-support';
import { submitContact } from './submit-contact';

const mocks = vi.hoisted(() => ({
  db: undefined as OutboxDb | undefined,
  deliverNow: vi.fn<() => Promise<DeliverNowResult>>(),
  requestSync: vi.fn(),
}));

vi.mock('../../outbox/deliver-now', () => ({ deliverNow: mocks.deliverNow }));
vi.mock('../../backend/delivery-transport', () => ({ deliveryTransport: () => ({}) }));
vi.mock('../../backend/outbox-sync', () => ({ pageOutbox: () => mocks.db, requestSync: mocks.requestSync }));

const submission = { name: 'Jane Smith', email: 'jane@acme.com', message: 'Hello' };
let db: OutboxDb;

beforeEach(() => {
  db = freshOutbox();
  mocks.db = db;
  mocks.deliverNow.mockReset();
  mocks.requestSync.mockReset();
});

afterEach(async () => {
  await db.delete();
});

describe('submitContact when another replay got there first', () => {
  it('reports a record the service worker already delivered as sent', async () => {
    mocks.deliverNow.mockResolvedValue({ type: 'skipped', status: 'delivered' });
    expect(await submitContact(submission)).toEqual({ type: 'sent' });
  });

  it("reports a record already refused with the refusal's message", async () => {
    mocks.deliverNow.mockImplementation(async () => {
      const [record] = await db.contacts.toArray();
      await db.contacts.update(record.id, { status: 'rejected', lastError: 'Please enter a valid email address.' });
      return { type: 'skipped', status: 'rejected' };
    });
    expect(await submitContact(submission)).toEqual({ type: 'rejected', message: 'Please enter a valid email address.' });
  });

  it('treats a delivery attempt that throws as stored, since the record is safe, and schedules a sync', async () => {
    mocks.deliverNow.mockRejectedValue(new Error('lock broken'));
    expect(await submitContact(submission)).toEqual({ type: 'stored' });
    expect(mocks.requestSync).toHaveBeenCalledTimes(1);
    expect((await db.contacts.toArray()).map((r) => r.status)).toEqual(['pending']);
  });
});
