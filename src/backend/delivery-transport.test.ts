import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideBackendEnvironment } from './backend-config';
import { deliveryTransport } from './delivery-transport';
import { type FetchAnswer, json, stubFetch } from './fake-fetch';

const RECORD_ID = 'b7d9a7a4-3f0c-4c55-9f39-2c1b0d4b8e11';
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello', clientRecordId: RECORD_ID };
const newsletter = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', optedIn: true as const, clientRecordId: RECORD_ID };
const conversation = {
  message: 'schedule a consultation',
  sessionId: 'session-1',
  clientRecordId: RECORD_ID,
  recordedResponse: 'Call us.',
  provider: 'fallback' as const,
};

beforeEach(() => overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon-key' } }));

afterEach(() => {
  overrideBackendEnvironment({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('deliveryTransport', () => {
  it('sends each kind of record to its function, payload unchanged', async () => {
    const seen = stubFetch(() => json(200, { success: true }));
    const transport = deliveryTransport();
    await transport.contact(contact);
    await transport.newsletter(newsletter);
    await transport.conversation(conversation);
    expect(seen.map((r) => [r.url, r.method, r.body])).toEqual([
      ['https://backend.test/functions/v1/contact-form', 'POST', contact],
      ['https://backend.test/functions/v1/newsletter-signup', 'POST', newsletter],
      ['https://backend.test/functions/v1/ai-chatbot', 'POST', conversation],
    ]);
    expect(seen[0].headers).toMatchObject({ Authorization: 'Bearer anon-key', apikey: 'anon-key' });
  });

  it.each<[string, FetchAnswer, unknown]>([
    ['200 with success true', json(200, { success: true, message: 'Thanks' }), { type: 'delivered' }],
    ['201 with no body', new Response(null, { status: 201 }), { type: 'delivered' }],
    [
      '400 with a message',
      json(400, { success: false, message: 'Please enter a valid email address.' }),
      { type: 'rejected', status: 400, message: 'Please enter a valid email address.' },
    ],
    ['413 without a message', new Response('', { status: 413 }), { type: 'rejected', status: 413, message: 'Request failed with HTTP 413' }],
    ['200 with success false', json(200, { success: false, message: 'Not accepted' }), { type: 'rejected', status: 200, message: 'Not accepted' }],
    [
      '429',
      json(429, { success: false, message: 'Too many submissions, please try again in a minute.' }),
      { type: 'failed', status: 429, message: 'Too many submissions, please try again in a minute.' },
    ],
    ['408', new Response('', { status: 408 }), { type: 'failed', status: 408, message: 'Request failed with HTTP 408' }],
    ['500', json(500, { success: false, message: 'Something went wrong' }), { type: 'failed', status: 500, message: 'Something went wrong' }],
    ['a network error', new TypeError('Failed to fetch'), { type: 'failed', message: 'Backend unavailable' }],
  ])('classifies %s', async (_, answer, outcome) => {
    stubFetch(() => answer);
    expect(await deliveryTransport().contact(contact)).toEqual(outcome);
  });

  it('fails (to retry later) with no backend configured', async () => {
    overrideBackendEnvironment({ config: null });
    expect(await deliveryTransport().newsletter(newsletter)).toEqual({ type: 'failed', message: 'Backend unavailable' });
  });

  it('fails (to retry later) after a 10 s time-out', async () => {
    vi.useFakeTimers();
    stubFetch(() => 'hang');
    let outcome: unknown;
    void deliveryTransport().conversation(conversation).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ type: 'failed', message: 'Backend unavailable' });
  });
});
