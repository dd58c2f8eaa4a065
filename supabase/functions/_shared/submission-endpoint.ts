/** The request pipeline every function shares: preflight, method, body, validation, then the function's own work. */
import { clientAddress, hashClientAddress } from './client-address.ts';
import { failure, preflightResponse, readJsonBody } from './http.ts';
import type { ValidationResult } from './submission-schema.ts';

/** What a function's `handle` learns about the request besides the validated value. */
export interface SubmissionContext {
  addressHash: string;
}

/** A validator from submission-schema.ts and what to do with a valid value. */
export interface SubmissionEndpoint<T> {
  name: string;
  validate: (input: unknown) => ValidationResult<T>;
  handle: (value: T, context: SubmissionContext) => Promise<Response>;
}

/** Builds the `handler(req)` of a function. */
export function createSubmissionHandler<T>(endpoint: SubmissionEndpoint<T>): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST') {
      await req.body?.cancel();
      return failure(405, 'Method not allowed: use POST.', {}, { Allow: 'POST, OPTIONS' });
    }
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    const result = endpoint.validate(body.value);
    if (!result.ok) return failure(400, result.message, { field: result.field });
    try {
      return await endpoint.handle(result.value, { addressHash: await hashClientAddress(clientAddress(req)) });
    } catch (error) {
      console.error(`${endpoint.name}: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
      return failure(500, 'Something went wrong on our side. Please try again later.');
    }
  };
}

/** The 429 answer of every function. */
export function tooManySubmissions(): Response {
  return failure(429, 'Too many submissions, please try again in a minute.', {}, { 'Retry-After': '60' });
}
