import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpTransport } from './http-transport';

const urls = { contact: 'https://b.test/contact-form', newsletter: 'https://b.test/newsletter-signup', conversation: 'https://b.test/ai-chatbot' };
const headers = { Authorization: 'Bearer anon', apikey: 'anon' };
const contact = { name: 'Jane', email: 'jane@example.com', message: 'Hi', clientRecordId: '0b8f7d5e-2a43-4c1e-9d3b-6f1a2b3c4d5e' };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpTransport', () => {
  it('POSTs the payload as JSON with the caller headers to the kind URL', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => json(200, { success: true }));
    const transport = createHttpTransport({ fetch: fetchImpl, urls, headers, timeoutMs: 1_000 });
    await expect(transport.contact(contact)).resolves.toEqual({ type: 'delivered' });
    expect(fetchImpl).toHaveBeenCalledWith(urls.contact, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(contact),
      signal: expect.any(AbortSignal),
    });
    await transport.newsletter({ firstName: 'J', lastName: 'D', email: 'j@example.com', optedIn: true, clientRecordId: contact.clientRecordId });
    await transport.conversation({ message: 'Hi', sessionId: 's', clientRecordId: contact.clientRecordId, recordedResponse: 'Hello', provider: 'fallback' });
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([urls.contact, urls.newsletter, urls.conversation]);
  });

  it('classifies 4xx as rejected with the server message and 5xx or text bodies as failed', async () => {
    const answers = [json(400, { success: false, message: 'Please enter a valid email address.' }), new Response('Bad gateway', { status: 502 })];
    const transport = createHttpTransport({ fetch: async () => answers.shift()!, urls, headers, timeoutMs: 1_000 });
    await expect(transport.contact(contact)).resolves.toEqual({ type: 'rejected', message: 'Please enter a valid email address.' });
    await expect(transport.contact(contact)).resolves.toEqual({ type: 'failed', message: 'HTTP 502: Bad gateway' });
  });

  it('turns network errors and time-outs into failures', async () => {
    const offline = createHttpTransport({ fetch: async () => Promise.reject(new TypeError('Failed to fetch')), urls, headers, timeoutMs: 1_000 });
    await expect(offline.contact(contact)).resolves.toEqual({ type: 'failed', message: 'Network error: Failed to fetch' });

    vi.useFakeTimers();
    const hanging = createHttpTransport({ fetch: () => new Promise<Response>(() => {}), urls, headers, timeoutMs: 8_000 });
    const outcome = hanging.contact(contact);
    await vi.advanceTimersByTimeAsync(8_000);
    await expect(outcome).resolves.toEqual({ type: 'failed', message: 'Timed out' });
  });
});
