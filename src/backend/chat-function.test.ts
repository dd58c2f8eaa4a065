import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideBackendEnvironment } from '../outbox/page/backend-config';
import { sendChatMessage } from './chat-function';
import { type FetchAnswer, json, stubFetch } from '../../tests/support/fake-fetch';

beforeEach(() => overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon-key' } }));

afterEach(() => {
  overrideBackendEnvironment({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendChatMessage (SPEC call 3)', () => {
  it('POSTs message and sessionId to ai-chatbot and defaults provider to gemini and confidence to 0.9', async () => {
    const seen = stubFetch(() => json(200, { success: true, response: 'We can help.' }));
    expect(await sendChatMessage('what is AEO/GEO', 'session-1')).toEqual({
      ok: true,
      response: 'We can help.',
      provider: 'gemini',
      confidence: 0.9,
    });
    expect(seen[0]).toMatchObject({
      url: 'https://backend.test/functions/v1/ai-chatbot',
      method: 'POST',
      body: { message: 'what is AEO/GEO', sessionId: 'session-1' },
    });
  });

  it('keeps the provider and confidence the server gives, and sends a clientRecordId when given', async () => {
    const seen = stubFetch(() => json(200, { success: true, response: 'Hi', provider: 'other', confidence: 0.42 }));
    expect(await sendChatMessage('hello', 's', 'b7d9a7a4-3f0c-4c55-9f39-2c1b0d4b8e11')).toEqual({
      ok: true,
      response: 'Hi',
      provider: 'other',
      confidence: 0.42,
    });
    expect(seen[0].body).toEqual({ message: 'hello', sessionId: 's', clientRecordId: 'b7d9a7a4-3f0c-4c55-9f39-2c1b0d4b8e11' });
  });

  it('keeps an uncertain answer and its offer of the handoff, and only a literal true counts', async () => {
    stubFetch(() => json(200, { success: true, response: 'Our site does not cover that.', uncertain: true, offerHandoff: true, outputCheck: 'uncited' }));
    expect(await sendChatMessage('weather?', 's')).toEqual({
      ok: true,
      response: 'Our site does not cover that.',
      provider: 'gemini',
      confidence: 0.9,
      uncertain: true,
      offerHandoff: true,
    });
    stubFetch(() => json(200, { success: true, response: 'Hi', uncertain: 'yes', offerHandoff: 1 }));
    expect(await sendChatMessage('hello', 's')).toEqual({ ok: true, response: 'Hi', provider: 'gemini', confidence: 0.9 });
  });

  it('accepts an answer without a success flag when it has a response', async () => {
    stubFetch(() => json(200, { response: 'Hi' }));
    expect(await sendChatMessage('hello', 's')).toMatchObject({ ok: true, response: 'Hi' });
  });

  it.each<[string, FetchAnswer, string]>([
    ['a non-ok answer', json(500, { message: 'boom' }), 'http'],
    ['a network error', new TypeError('Failed to fetch'), 'network'],
    ['success false', json(200, { success: false, message: 'AI service unavailable' }), 'unsuccessful'],
    ['a missing response', json(200, { success: true }), 'no-response'],
    ['an empty response', json(200, { success: true, response: '  ' }), 'no-response'],
    ['a response that is not text', json(200, { success: true, response: 42 }), 'no-response'],
    ['a body that is not JSON', new Response('hello', { status: 200 }), 'no-response'],
    ['a 200 HTML page (a Wi-Fi sign-in page)', new Response('<!doctype html><title>Sign in</title>', { headers: { 'Content-Type': 'text/html' } }), 'no-response'],
    [
      'a 200 page not labelled JSON, even one whose text looks like an answer',
      new Response('{"success":true,"response":"Welcome to the hotel Wi-Fi"}', { headers: { 'Content-Type': 'text/html' } }),
      'no-response',
    ],
  ])('falls back on %s', async (_, answer, reason) => {
    stubFetch(() => answer);
    expect(await sendChatMessage('hello', 's')).toEqual({ ok: false, reason, message: 'AI service unavailable' });
  });

  it('falls back with no backend configured', async () => {
    overrideBackendEnvironment({ config: null });
    expect(await sendChatMessage('hello', 's')).toEqual({ ok: false, reason: 'unconfigured', message: 'AI service unavailable' });
  });

  it('falls back after a 10 s time-out, not before', async () => {
    vi.useFakeTimers();
    stubFetch(() => 'hang');
    let reply: unknown;
    void sendChatMessage('hello', 's').then((r) => (reply = r));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(reply).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(reply).toEqual({ ok: false, reason: 'timeout', message: 'AI service unavailable' });
  });
});
