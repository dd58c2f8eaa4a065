import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY_PROBE_TIMEOUT_MS } from '../lib/spec-constants';
import type { ContactRecord, ConversationRecord, NewsletterRecord } from './records';
import { backendSettingsFrom } from './backend-settings';
import { classify, createTransport, MAX_RETRY_AFTER_MS, parseRetryAfter, payloadOf, type HttpAnswer, type ProbeResult } from './transport';

const state = { timestamp: '2025-09-18T10:00:00.000Z', status: 'pending' as const, attempts: 0 };
const contact: ContactRecord = { ...state, id: 'c1', name: 'Ada', email: 'ada@example.com', company: 'Engines', phone: ' ', message: 'Hello' };
const signup: NewsletterRecord = { ...state, id: 'n1', firstName: 'Ada', lastName: 'L', email: 'ada@example.com', emailKey: 'ada@example.com', optedIn: true };
const turn: ConversationRecord = { ...state, id: 't1', sessionId: 's1', userMessage: 'Hi', aiResponse: 'Hello', provider: 'fallback' };
const UNRECOGNISED_200 = "HTTP 200 (no content type) was not the backend's answer, so nothing was delivered (a Wi-Fi sign-in page or a wrong backend address?)";
const answered = (status: number, body: unknown, retryAfterMs?: number): HttpAnswer => ({ type: 'answered', status, body, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });

afterEach(() => {
  vi.useRealTimers();
});

describe('settings', () => {
  it('reads the build-time settings, trimmed, or null when either is missing', () => {
    expect(backendSettingsFrom({ VITE_SUPABASE_URL: ' https://x.supabase.co/ ', VITE_SUPABASE_ANON_KEY: ' key ' })).toEqual({ url: 'https://x.supabase.co', anonKey: 'key' });
    expect(backendSettingsFrom({ VITE_SUPABASE_URL: 'https://x.supabase.co' })).toBeNull();
    expect(backendSettingsFrom(undefined)).toBeNull();
  });
});

describe('payloadOf', () => {
  it('builds SPEC call 1 to 3 bodies with the record id, without empty optional fields', () => {
    expect(payloadOf('contact', contact)).toEqual({ name: 'Ada', email: 'ada@example.com', company: 'Engines', message: 'Hello', clientRecordId: 'c1' });
    expect(payloadOf('newsletter', signup)).toEqual({ firstName: 'Ada', lastName: 'L', email: 'ada@example.com', optedIn: true, clientRecordId: 'n1' });
    expect(payloadOf('conversation', turn)).toEqual({ message: 'Hi', sessionId: 's1', clientRecordId: 't1', recordedResponse: 'Hello', provider: 'fallback' });
  });

  it("carries the form's human signals when the record has them, and none for an older device's record", () => {
    expect(payloadOf('contact', { ...contact, website: 'spam.example', elapsedMs: 5200 })).toMatchObject({ website: 'spam.example', elapsedMs: 5200 });
    expect(payloadOf('newsletter', { ...signup, website: '', elapsedMs: 0 })).toEqual({
      firstName: 'Ada', lastName: 'L', email: 'ada@example.com', optedIn: true, clientRecordId: 'n1', elapsedMs: 0,
    });
    expect(Object.keys(payloadOf('contact', contact))).not.toContain('elapsedMs');
  });

  it('carries a chat handoff whole: the transcript, where it came from and the chat session', () => {
    const handoff = {
      transcript: [
        { from: 'visitor' as const, text: 'How much is an audit?', at: '2025-09-18T09:58:00.000Z' },
        { from: 'assistant' as const, text: 'It starts with a consultation.', at: '2025-09-18T09:58:01.000Z' },
      ],
      origin: { via: 'chat' as const, page: '/services/technical-seo' },
      chatSessionId: 'session_1',
    };
    expect(payloadOf('contact', { ...contact, ...handoff })).toEqual({ ...payloadOf('contact', contact), ...handoff });
  });
});

describe('classify', () => {
  it.each<[string, HttpAnswer, unknown]>([
    ['a 2xx', answered(200, { success: true }), { type: 'delivered' }],
    ['an email already subscribed', answered(200, { success: true, alreadySubscribed: true }), { type: 'delivered', already: true }],
    ['a 2xx without the function\'s success flag', answered(200, {}), { type: 'queued', reason: 'unrecognised', message: UNRECOGNISED_200 }],
    ['a 2xx HTML page', answered(200, '<html><body>Sign in to the Wi-Fi</body></html>'), { type: 'queued', reason: 'unrecognised', message: UNRECOGNISED_200 }],
    ['a 204 without a body', answered(204, null), { type: 'queued', reason: 'unrecognised', message: "HTTP 204 (no content type) was not the backend's answer, so nothing was delivered (a Wi-Fi sign-in page or a wrong backend address?)" }],
    ['success false (SPEC section 5)', answered(200, { success: false, message: 'No' }), { type: 'rejected', message: 'No' }],
    ['400', answered(400, { success: false, message: 'Please enter a valid email address.' }), { type: 'rejected', message: 'Please enter a valid email address.' }],
    ['413', answered(413, { message: 'Too large' }), { type: 'rejected', message: 'Too large' }],
    ['415', answered(415, {}), { type: 'rejected', message: 'The server refused this (HTTP 415).' }],
    ['422', answered(422, 'Bad'), { type: 'rejected', message: 'Bad' }],
    ['429 with Retry-After', answered(429, { message: 'Slow down' }, 60_000), { type: 'queued', reason: 'throttled', message: 'HTTP 429: Slow down', retryAfterMs: 60_000 }],
    ['503 with Retry-After', answered(503, null, 2_000), { type: 'queued', reason: 'server', message: 'HTTP 503', retryAfterMs: 2_000 }],
    ['500', answered(500, { message: 'boom' }), { type: 'queued', reason: 'server', message: 'HTTP 500: boom' }],
    ['408', answered(408, null), { type: 'queued', reason: 'server', message: 'HTTP 408' }],
    ['no answer', { type: 'unreached', timedOut: false, message: 'Network error: Failed to fetch' }, { type: 'queued', reason: 'offline', message: 'Network error: Failed to fetch' }],
  ])('%s', (_, answer, outcome) => {
    expect(classify(answer)).toEqual(outcome);
  });

  it.each([401, 403, 404, 405])('treats %i as a configuration problem that is retried, never as a refusal of the record', (status) => {
    expect(classify(answered(status, { message: 'Invalid JWT' }))).toEqual({
      type: 'queued',
      reason: 'configuration',
      message: `HTTP ${status}: Invalid JWT (check the backend address and key this site was built with)`,
    });
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, caps long waits and ignores nonsense', () => {
    const now = Date.parse('2025-10-01T12:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Wed, 01 Oct 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('86400', now)).toBe(MAX_RETRY_AFTER_MS);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});

describe('createTransport', () => {
  const settings = { url: 'https://backend.test', anonKey: 'anon-key' };

  function recording(answer: (init: RequestInit) => Promise<Response>) {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const fetchImpl = vi.fn((url: string, init: RequestInit = {}) => {
      seen.push({ url, init });
      return answer(init);
    });
    return { seen, transport: createTransport(settings, fetchImpl) };
  }

  it('POSTs JSON with the anon key to the function of each kind', async () => {
    const { seen, transport } = recording(async () => Response.json({ success: true }));
    await expect(transport.submit('contact', contact, 4_000)).resolves.toEqual({ type: 'delivered' });
    await transport.submit('newsletter', signup, 4_000);
    await transport.submit('conversation', turn, 4_000);
    expect(seen.map(({ url }) => url)).toEqual([
      'https://backend.test/functions/v1/contact-form',
      'https://backend.test/functions/v1/newsletter-signup',
      'https://backend.test/functions/v1/ai-chatbot',
    ]);
    expect(seen[0].init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer anon-key', apikey: 'anon-key', 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(seen[0].init.body))).toEqual(payloadOf('contact', contact));
  });

  it('gives up after the time-out, even when fetch ignores its signal', async () => {
    vi.useFakeTimers();
    const { transport } = recording(() => new Promise<Response>(() => {}));
    let outcome: unknown;
    void transport.submit('contact', contact, 4_000).then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(3_999);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ type: 'queued', reason: 'offline', message: 'No answer within 4 s' });
  });

  it('reports a network failure as offline and reads Retry-After', async () => {
    const failing = recording(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failing.transport.submit('contact', contact, 4_000)).resolves.toEqual({ type: 'queued', reason: 'offline', message: 'Network error: Failed to fetch' });
    const throttled = recording(async () => Response.json({ success: false, message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '12' } }));
    await expect(throttled.transport.submit('contact', contact, 4_000)).resolves.toMatchObject({ reason: 'throttled', retryAfterMs: 12_000 });
  });

  it('probes with OPTIONS on contact-form (SPEC call 4) and gives up after 5 s', async () => {
    const ok = recording(async () => new Response('ok'));
    await expect(ok.transport.probe()).resolves.toEqual({ reachable: true });
    expect(ok.seen[0]).toMatchObject({ url: 'https://backend.test/functions/v1/contact-form', init: { method: 'OPTIONS' } });
    await expect(recording(async () => new Response('', { status: 502 })).transport.probe()).resolves.toEqual({ reachable: false, status: 502 });
    vi.useFakeTimers();
    let probed: ProbeResult | undefined;
    void recording(() => new Promise<Response>(() => {})).transport.probe().then((value) => (probed = value));
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_PROBE_TIMEOUT_MS);
    expect(probed).toEqual({ reachable: false });
  });

  it('reads a probe answered 503 or 429 with Retry-After as a pause the server asked for', async () => {
    const restarting = recording(async () => new Response('', { status: 503, headers: { 'Retry-After': '1' } }));
    await expect(restarting.transport.probe()).resolves.toEqual({ reachable: false, status: 503, retryAfterMs: 1_000 });
    const throttled = recording(async () => new Response('', { status: 429, headers: { 'Retry-After': '20' } }));
    await expect(throttled.transport.probe()).resolves.toEqual({ reachable: false, status: 429, retryAfterMs: 20_000 });
    const noHint = recording(async () => new Response('', { status: 503 }));
    await expect(noHint.transport.probe()).resolves.toEqual({ reachable: false, status: 503 });
  });

  it('sends a batch as {records} and reads one verdict per record', async () => {
    const { seen, transport } = recording(async () =>
      Response.json(
        {
          success: true,
          results: [
            { index: 0, clientRecordId: 'c1', status: 'stored' },
            { index: 1, clientRecordId: 'c2', status: 'rejected', message: 'Please enter a valid email address.' },
            { index: 2, clientRecordId: 'c3', status: 'duplicate' },
            { index: 3, clientRecordId: 'c4', status: 'rate-limited' },
          ],
        },
        { headers: { 'Retry-After': '9' } },
      ),
    );
    const transcript = [{ from: 'visitor' as const, text: 'Can someone call me?', at: '2025-09-18T09:58:00.000Z' }];
    const fromChat = { ...contact, id: 'c5', transcript, origin: { via: 'chat' as const, page: '/' }, chatSessionId: 'session_1' };
    const answer = await transport.deliverBatch('contact', [contact, { ...contact, id: 'c2' }, { ...contact, id: 'c3' }, { ...contact, id: 'c4' }, fromChat], 10_000);
    const sent = JSON.parse(String(seen[0].init.body)).records;
    expect(sent.map((record: { clientRecordId: string }) => record.clientRecordId)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(sent[4]).toMatchObject({ transcript, origin: { via: 'chat', page: '/' }, chatSessionId: 'session_1' });
    expect(answer).toEqual({
      type: 'per-record',
      retryAfterMs: 9_000,
      outcomes: [
        { type: 'delivered' },
        { type: 'rejected', message: 'Please enter a valid email address.' },
        { type: 'delivered' },
        { type: 'queued', reason: 'throttled', message: 'Over the rate limit; sent again later.', retryAfterMs: 9_000 },
        { type: 'queued', reason: 'server', message: 'The server gave no verdict for this record.' },
      ],
    });
  });

  it('never counts a 200 HTML page as delivered, even one whose text looks like the function\'s answer', async () => {
    const portal = '<!doctype html><html><head><title>Sign in to the Wi-Fi</title></head><body>{"success":true}</body></html>';
    const unrecognised = {
      type: 'queued',
      reason: 'unrecognised',
      message: "HTTP 200 (text/html) was not the backend's answer, so nothing was delivered (a Wi-Fi sign-in page or a wrong backend address?)",
    };
    const page = recording(async () => new Response(portal, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Access-Control-Allow-Origin': '*' } }));
    await expect(page.transport.submit('contact', contact, 4_000)).resolves.toEqual(unrecognised);
    await expect(page.transport.submit('newsletter', signup, 4_000)).resolves.toEqual(unrecognised);
    await expect(page.transport.submit('conversation', turn, 4_000)).resolves.toEqual(unrecognised);
    await expect(page.transport.deliverBatch('contact', [contact, { ...contact, id: 'c2' }], 10_000)).resolves.toEqual({ type: 'whole', outcome: unrecognised });
    const lookalike = recording(async () => new Response('{"success":true,"results":[{"index":0,"clientRecordId":"c1","status":"stored"}]}', { headers: { 'Content-Type': 'text/html' } }));
    await expect(lookalike.transport.submit('contact', contact, 4_000)).resolves.toMatchObject({ type: 'queued', reason: 'unrecognised' });
    await expect(lookalike.transport.deliverBatch('contact', [contact], 10_000)).resolves.toMatchObject({ type: 'whole', outcome: { reason: 'unrecognised' } });
  });

  it('delivers on each function\'s own answers: stored, replayed, already subscribed, a recorded chat turn', async () => {
    const answering = (body: unknown) => recording(async () => Response.json(body)).transport;
    await expect(answering({ success: true, message: "Your message has been sent successfully! We'll respond within 24 hours." }).submit('contact', contact, 4_000)).resolves.toEqual({ type: 'delivered' });
    await expect(answering({ success: true, message: 'Stored.', duplicate: true }).submit('contact', contact, 4_000)).resolves.toEqual({ type: 'delivered' });
    await expect(
      answering({ success: true, message: 'Thank you! You are already subscribed to our newsletter.', alreadySubscribed: true }).submit('newsletter', signup, 4_000),
    ).resolves.toEqual({ type: 'delivered', already: true });
    await expect(answering({ success: true, recorded: true }).submit('conversation', turn, 4_000)).resolves.toEqual({ type: 'delivered' });
    await expect(
      answering({ success: true, results: [{ index: 0, clientRecordId: 'n1', status: 'already' }] }).deliverBatch('newsletter', [signup], 10_000),
    ).resolves.toEqual({ type: 'per-record', outcomes: [{ type: 'delivered', already: true }] });
  });

  it('counts a batch verdict only for the record whose id it names, and a 2xx without verdicts for none', async () => {
    const swapped = recording(async () =>
      Response.json({ success: true, results: [{ index: 0, clientRecordId: 'c2', status: 'stored' }, { index: 1, clientRecordId: 'C2', status: 'stored' }] }),
    );
    await expect(swapped.transport.deliverBatch('contact', [contact, { ...contact, id: 'c2' }], 10_000)).resolves.toEqual({
      type: 'per-record',
      outcomes: [{ type: 'queued', reason: 'server', message: 'The server gave no verdict for this record.' }, { type: 'delivered' }],
    });
    const bare = recording(async () => Response.json({ success: true }));
    await expect(bare.transport.deliverBatch('contact', [contact], 10_000)).resolves.toMatchObject({
      type: 'whole',
      outcome: { type: 'queued', reason: 'unrecognised', message: expect.stringContaining('HTTP 200 (application/json)') },
    });
  });

  it('answers for the whole batch when the request itself failed', async () => {
    const down = recording(async () => Response.json({ message: 'Functions server unavailable' }, { status: 503, headers: { 'Retry-After': '1' } }));
    await expect(down.transport.deliverBatch('contact', [contact], 10_000)).resolves.toEqual({
      type: 'whole',
      outcome: { type: 'queued', reason: 'server', message: 'HTTP 503: Functions server unavailable', retryAfterMs: 1_000 },
    });
    const key = recording(async () => Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 }));
    await expect(key.transport.deliverBatch('contact', [contact], 10_000)).resolves.toMatchObject({ type: 'whole', outcome: { reason: 'configuration' } });
  });
});
