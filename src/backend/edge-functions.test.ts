import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { overrideBackendEnvironment } from './backend-config';
import { callFunction, probeContactEndpoint } from './edge-functions';
import { json, stubFetch } from './fake-fetch';

beforeEach(() => overrideBackendEnvironment({ config: { url: 'https://backend.test', anonKey: 'anon-key' } }));

afterEach(() => {
  overrideBackendEnvironment({});
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('callFunction', () => {
  it('POSTs JSON to /functions/v1/{name} with the anon key as bearer and apikey', async () => {
    const seen = stubFetch(() => json(200, { success: true, id: 7 }));
    const result = await callFunction('contact-form', { name: 'Ada' }, { timeoutMs: 1_000 });
    expect(result).toEqual({ ok: true, status: 200, body: { success: true, id: 7 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      url: 'https://backend.test/functions/v1/contact-form',
      method: 'POST',
      headers: { Authorization: 'Bearer anon-key', apikey: 'anon-key', 'Content-Type': 'application/json' },
      body: { name: 'Ada' },
    });
  });

  it('reads an empty or non-JSON 2xx body without failing', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    expect(await callFunction('contact-form', {}, { timeoutMs: 1_000 })).toEqual({ ok: true, status: 204, body: null });
    stubFetch(() => new Response('ok', { status: 200 }));
    expect(await callFunction('contact-form', {}, { timeoutMs: 1_000 })).toEqual({ ok: true, status: 200, body: 'ok' });
  });

  it('makes no request and says unconfigured when no backend is configured', async () => {
    overrideBackendEnvironment({ config: null });
    const seen = stubFetch(() => json(200, {}));
    expect(await callFunction('ai-chatbot', {}, { timeoutMs: 1_000 })).toEqual({
      ok: false,
      kind: 'unconfigured',
      message: 'Backend unavailable',
    });
    expect(seen).toHaveLength(0);
  });

  it('aborts a request that does not answer within its time-out and says timeout', async () => {
    vi.useFakeTimers();
    const seen = stubFetch(() => 'hang');
    let settled = false;
    const call = callFunction('ai-chatbot', {}, { timeoutMs: 10_000 }).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await call).toEqual({ ok: false, kind: 'timeout', message: 'Backend unavailable' });
    expect(seen[0].signal?.aborted).toBe(true);
  });

  it('says network when fetch itself fails', async () => {
    stubFetch(() => new TypeError('Failed to fetch'));
    expect(await callFunction('contact-form', {}, { timeoutMs: 1_000 })).toEqual({
      ok: false,
      kind: 'network',
      message: 'Backend unavailable',
    });
  });

  it("says http with the status and the server's message for a non-2xx answer", async () => {
    stubFetch(() => json(400, { success: false, message: 'Please enter a valid email address.', field: 'email' }));
    expect(await callFunction('contact-form', {}, { timeoutMs: 1_000 })).toMatchObject({
      ok: false,
      kind: 'http',
      status: 400,
      message: 'Please enter a valid email address.',
    });
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await callFunction('contact-form', {}, { timeoutMs: 1_000 })).toMatchObject({
      ok: false,
      kind: 'http',
      status: 502,
      message: 'Request failed with HTTP 502',
    });
  });
});

describe('probeContactEndpoint (SPEC call 4)', () => {
  it('sends OPTIONS without a body to contact-form and is true on a 2xx answer', async () => {
    const seen = stubFetch(() => new Response('ok', { status: 200 }));
    expect(await probeContactEndpoint()).toBe(true);
    expect(seen[0]).toMatchObject({ url: 'https://backend.test/functions/v1/contact-form', method: 'OPTIONS', body: undefined });
  });

  it('is false on a network failure, an error status or no backend', async () => {
    stubFetch(() => new TypeError('Failed to fetch'));
    expect(await probeContactEndpoint()).toBe(false);
    stubFetch(() => new Response('', { status: 503 }));
    expect(await probeContactEndpoint()).toBe(false);
    overrideBackendEnvironment({ config: null });
    expect(await probeContactEndpoint()).toBe(false);
  });

  it('gives up after 5 s', async () => {
    vi.useFakeTimers();
    stubFetch(() => 'hang');
    let answer: boolean | undefined;
    void probeContactEndpoint().then((ok) => (answer = ok));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
  });
});
