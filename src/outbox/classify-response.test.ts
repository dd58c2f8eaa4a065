import { describe, expect, it } from 'vitest';
import { classifyError, classifyResponse } from './classify-response';
import { TimeoutError } from './with-timeout';

describe('classifyResponse', () => {
  it.each([200, 201, 204, 299])('%i is delivered', (status) => {
    expect(classifyResponse(status, { success: true, message: 'ok' })).toEqual({ type: 'delivered' });
  });

  it('treats a 2xx with an empty or text body as delivered', () => {
    expect(classifyResponse(204, '')).toEqual({ type: 'delivered' });
    expect(classifyResponse(200, 'ok')).toEqual({ type: 'delivered' });
  });

  it('treats a 2xx whose body says success: false as a refusal with its message', () => {
    expect(classifyResponse(200, { success: false, message: 'Not accepted' })).toEqual({ type: 'rejected', message: 'Not accepted' });
  });

  it.each([400, 401, 403, 404, 405, 409, 413, 422, 499])('%i is a permanent rejection with the server message', (status) => {
    expect(classifyResponse(status, { success: false, message: 'Please enter a valid email address.' })).toEqual({
      type: 'rejected',
      message: 'Please enter a valid email address.',
    });
  });

  it('falls back to a message naming the status when the server gave none', () => {
    expect(classifyResponse(400, {})).toEqual({ type: 'rejected', message: 'The server refused this record (HTTP 400).' });
    expect(classifyResponse(404, '  Not Found ')).toEqual({ type: 'rejected', message: 'Not Found' });
  });

  it.each([408, 429, 500, 502, 503, 504, 302, 0])('%i is a retryable failure', (status) => {
    expect(classifyResponse(status, null)).toEqual({ type: 'failed', message: `HTTP ${status}` });
  });

  it('keeps the server message of a retryable failure', () => {
    expect(classifyResponse(429, { success: false, message: 'Too many submissions, please try again in a minute.' })).toEqual({
      type: 'failed',
      message: 'HTTP 429: Too many submissions, please try again in a minute.',
    });
  });

  it('caps very long messages', () => {
    const outcome = classifyResponse(400, 'x'.repeat(5000));
    expect(outcome.type === 'rejected' && outcome.message.length).toBe(500);
  });
});

describe('classifyError', () => {
  it('reports time-outs and aborts as Timed out', () => {
    expect(classifyError(new TimeoutError('late'))).toEqual({ type: 'failed', message: 'Timed out' });
    expect(classifyError(new DOMException('aborted', 'AbortError'))).toEqual({ type: 'failed', message: 'Timed out' });
  });

  it('reports anything else as a network error', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({ type: 'failed', message: 'Network error: Failed to fetch' });
    expect(classifyError('offline')).toEqual({ type: 'failed', message: 'Network error: offline' });
  });
});
