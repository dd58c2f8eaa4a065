/** Test double of fetch: records requests and answers from a script; 'hang' never answers unless aborted. */
import { vi } from 'vitest';

/** One request the fake saw. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal;
}

/** An answer: a Response, an error to reject with, or 'hang'. */
export type FetchAnswer = Response | Error | 'hang';

/** A JSON Response. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Replaces global fetch; returns the requests it sees. */
export function stubFetch(answer: (request: SeenRequest) => FetchAnswer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const request: SeenRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
    };
    seen.push(request);
    const result = answer(request);
    if (result === 'hang') {
      return new Promise((_, reject) =>
        request.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      );
    }
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  });
  return seen;
}

/**
 * What a submission function answers when it stores what it was sent: `{success: true}` to a single
 * request, and to a batch (`{records}`) a `stored` verdict per record naming its clientRecordId.
 */
export function storedAnswer(request: Pick<SeenRequest, 'body'>): Response {
  const records = (request.body as { records?: unknown } | null)?.records;
  if (!Array.isArray(records)) return json(200, { success: true, message: 'Stored.' });
  const results = records.map((record: { clientRecordId?: unknown }, index) => ({ index, clientRecordId: record.clientRecordId, status: 'stored' }));
  return json(200, { success: true, results });
}
