import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTIVITY_PROBE_TIMEOUT_MS } from '../lib/spec-constants';
import { probeEndpoint } from './probe-endpoint';

const URL = 'https://backend.test/functions/v1/contact-form';

function hangingFetch() {
  const signals: AbortSignal[] = [];
  const fetchImpl = vi.fn((_url: string, init?: RequestInit) => {
    signals.push(init!.signal!);
    return new Promise<Response>(() => {});
  });
  return { fetchImpl, signals };
}

describe('probeEndpoint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends OPTIONS with the given headers and is true on a 2xx', async () => {
    const fetchImpl = vi.fn(async () => new Response('ok', { status: 200 }));
    await expect(probeEndpoint(fetchImpl, URL, { Authorization: 'Bearer anon' })).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(URL, expect.objectContaining({ method: 'OPTIONS', headers: { Authorization: 'Bearer anon' } }));
  });

  it('is false on a non-2xx answer or a network error', async () => {
    await expect(probeEndpoint(async () => new Response('', { status: 503 }), URL)).resolves.toBe(false);
    await expect(probeEndpoint(async () => Promise.reject(new TypeError('Failed to fetch')), URL)).resolves.toBe(false);
  });

  it('gives up after the 5 s probe time-out and aborts the request', async () => {
    expect(CONNECTIVITY_PROBE_TIMEOUT_MS).toBe(5_000);
    const { fetchImpl, signals } = hangingFetch();
    let result: boolean | undefined;
    void probeEndpoint(fetchImpl, URL).then((value) => (result = value));

    await vi.advanceTimersByTimeAsync(4_999);
    expect(result).toBeUndefined();
    expect(signals[0].aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    expect(signals[0].aborted).toBe(true);
  });

  it('clears its timer when the answer comes in time or the fetch throws at once', async () => {
    await probeEndpoint(async () => new Response('ok'), URL);
    const throwsAtOnce = () => {
      throw new TypeError('Invalid URL');
    };
    await expect(probeEndpoint(throwsAtOnce, URL)).resolves.toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
