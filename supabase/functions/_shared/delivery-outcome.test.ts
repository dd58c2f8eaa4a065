import { describe, expect, it } from 'vitest';
import { nextState } from './delivery-outcome.ts';

const answer = (status: number | null, excerpt = '', retryAfterMs?: number) => ({ status, latencyMs: 12, excerpt, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) });

describe('a delivery after one attempt', () => {
  it('is delivered on any 2xx', () => {
    expect(nextState(1, answer(200, '{"id":"x"}'), 0.5)).toEqual({ state: 'delivered', status: 200, latencyMs: 12, excerpt: '{"id":"x"}' });
    expect(nextState(7, answer(204), 0.5).state).toBe('delivered');
  });

  it('is dead on 410 at once, whatever attempt it was', () => {
    expect(nextState(1, answer(410, 'gone'), 0.5)).toMatchObject({ state: 'dead', status: 410, error: 'HTTP 410: gone' });
  });

  it('is retried on anything else, a redirect and no answer included, and dead after the tenth', () => {
    expect(nextState(1, answer(500), 0.5)).toMatchObject({ state: 'retrying', error: 'HTTP 500', delayMs: 5_000 });
    expect(nextState(2, answer(302), 0.5)).toMatchObject({ state: 'retrying', delayMs: 300_000 });
    expect(nextState(1, answer(null, 'no answer within 10 s'), 0.5)).toMatchObject({ state: 'retrying', status: null, error: 'no answer within 10 s' });
    expect(nextState(10, answer(503), 0.5)).toMatchObject({ state: 'dead', error: 'HTTP 503' });
  });

  it('waits for a longer Retry-After', () => {
    expect(nextState(1, answer(429, '', 90_000), 0.5)).toMatchObject({ state: 'retrying', delayMs: 90_000 });
  });
});
