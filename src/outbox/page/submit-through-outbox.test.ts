// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxDb } from '../database';
import { LEGACY_KEYS } from '../kept-in-storage';
import type { Outcome } from '../records';
import type { Transport } from '../transport';
import { outboxWithoutIndexedDb } from '../../../tests/support/blocked-outbox';
import { dropOutbox, fakeTransport, freshOutbox } from '../../../tests/support/outbox-test-support';
import { submitThroughOutbox } from './submit-through-outbox';

const mocks = vi.hoisted(() => ({
  db: undefined as OutboxDb | undefined,
  transport: undefined as Transport | undefined,
  requestSync: vi.fn(),
  drainAfterSuccess: vi.fn(),
}));

vi.mock('./outbox-sync', () => ({
  pageOutbox: () => mocks.db,
  pageTransport: () => mocks.transport ?? null,
  requestSync: mocks.requestSync,
  drainAfterSuccess: mocks.drainAfterSuccess,
}));

// The own attempt against a backend slower than its 4 s bound (the transport's words for it).
const SLOW: Outcome = { type: 'queued', reason: 'offline', message: 'No answer within 4 s' };

let db: OutboxDb | undefined;
let tests = 0;
/** Fields no other test of this file sends, so no id is remembered from another test. */
const uniqueMessage = () => ({ name: 'Sam Second', email: `sam.${++tests}@example.com`, company: '', message: 'Pressed Send twice.' });
const kept = (key: string) => JSON.parse(localStorage.getItem(key) ?? '[]') as Array<Record<string, unknown>>;

beforeEach(() => {
  localStorage.clear();
  mocks.requestSync.mockReset();
  mocks.drainAfterSuccess.mockReset();
});

afterEach(async () => {
  vi.restoreAllMocks();
  // A database that never opened has nothing to delete.
  if (db !== undefined && db.isOpen()) await dropOutbox(db);
  db = undefined;
});

describe('a Send repeated on an unchanged form', () => {
  it('with IndexedDB: is the first attempt\'s record, sent again under its id, stored once on the device', async () => {
    const outbox = freshOutbox();
    db = outbox;
    mocks.db = outbox;
    const answers: Outcome[] = [SLOW];
    const { transport, calls } = fakeTransport({ submit: () => answers.shift() ?? { type: 'delivered' } });
    mocks.transport = transport;
    const fields = uniqueMessage();

    expect(await submitThroughOutbox('contact', fields)).toEqual(SLOW);
    expect(await submitThroughOutbox('contact', { ...fields })).toEqual({ type: 'delivered' });

    const ids = calls.filter((call) => call.type === 'submit').map((call) => (call.type === 'submit' ? call.id : ''));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect((await outbox.contacts.toArray()).map((record) => [record.id, record.status])).toEqual([[ids[0], 'delivered']]);
  });

  it('without IndexedDB or localStorage: after a slow backend\'s error, the second Send carries the same clientRecordId', async () => {
    db = outboxWithoutIndexedDb();
    mocks.db = db;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const answers: Outcome[] = [SLOW];
    const { transport, calls } = fakeTransport({ submit: () => answers.shift() ?? { type: 'delivered' } });
    mocks.transport = transport;
    const fields = uniqueMessage();

    expect(await submitThroughOutbox('contact', fields)).toEqual({ type: 'unsaved' });
    expect(await submitThroughOutbox('contact', fields)).toEqual({ type: 'delivered' });

    const ids = calls.map((call) => (call.type === 'submit' ? call.id : call.type));
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    // A changed form is another message.
    await submitThroughOutbox('contact', { ...fields, message: 'Pressed Send twice, then edited.' });
    const third = calls.map((call) => (call.type === 'submit' ? call.id : call.type))[2];
    expect(third).toEqual(expect.any(String));
    expect(third).not.toBe(ids[0]);
  });
});

describe('without IndexedDB', () => {
  beforeEach(() => {
    db = outboxWithoutIndexedDb();
    mocks.db = db;
  });

  it('keeps the message in localStorage under the older site\'s key and lets the sync loop deliver it when the backend cannot be reached', async () => {
    const offline: Outcome = { type: 'queued', reason: 'offline', message: 'Network error: Failed to fetch' };
    mocks.transport = fakeTransport({ submit: () => offline }).transport;
    const fields = uniqueMessage();

    expect(await submitThroughOutbox('contact', fields)).toEqual(offline);

    expect(kept(LEGACY_KEYS.contact)).toEqual([expect.objectContaining({ ...fields, synced: false, id: expect.any(String) })]);
    expect(mocks.requestSync).toHaveBeenCalledWith(offline);
    // A second Send of the same form keeps no second copy.
    await submitThroughOutbox('contact', fields);
    expect(kept(LEGACY_KEYS.contact)).toHaveLength(1);
  });

  it('removes the kept copy once its own attempt delivered it, or the server refused it (the form shows that refusal)', async () => {
    const answers: Outcome[] = [{ type: 'delivered' }, { type: 'rejected', message: 'Email looks invalid' }];
    const keptDuringCall: string[] = [];
    mocks.transport = fakeTransport({
      submit: (_kind, record) => {
        // Kept before any network call, under the id the call carries.
        keptDuringCall.push(kept(LEGACY_KEYS.contact).map((entry) => entry.id).join() === record.id ? 'kept' : 'missing');
        return answers.shift()!;
      },
    }).transport;

    expect(await submitThroughOutbox('contact', uniqueMessage())).toEqual({ type: 'delivered' });
    expect(localStorage.getItem(LEGACY_KEYS.contact)).toBeNull();
    expect(await submitThroughOutbox('contact', uniqueMessage())).toEqual({ type: 'rejected', message: 'Email looks invalid' });
    expect(localStorage.getItem(LEGACY_KEYS.contact)).toBeNull();
    expect(keptDuringCall).toEqual(['kept', 'kept']);
    expect(mocks.requestSync).not.toHaveBeenCalled();
  });

  it('with no backend configured, keeps the signup in localStorage and reports it kept, with no call', async () => {
    mocks.transport = undefined;
    const signup = { firstName: 'Nia', lastName: 'Noidb', email: 'nia@example.com', optedIn: true };

    expect(await submitThroughOutbox('newsletter', signup)).toMatchObject({ type: 'queued', reason: 'configuration' });
    expect(kept(LEGACY_KEYS.newsletter)).toEqual([expect.objectContaining({ ...signup, synced: false })]);
  });

  it('says unsaved only when localStorage refuses too and the backend cannot be reached', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    mocks.transport = fakeTransport({ submit: () => ({ type: 'queued', reason: 'server', message: 'HTTP 503' }) }).transport;
    expect(await submitThroughOutbox('contact', uniqueMessage())).toEqual({ type: 'unsaved' });
    expect(mocks.requestSync).not.toHaveBeenCalled();
  });
});
