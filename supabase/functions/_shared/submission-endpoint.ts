/**
 * The request pipeline every function shares: preflight, method, content type, body, then either
 * one SPEC request or a batch of outbox records (`{records: [...]}`), each validated on its own.
 */
import { clientAddress, hashClientAddress } from './client-address.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database.ts';
import { failure, jsonResponse, preflightResponse, readJsonBody } from './http.ts';
import { BATCH_MAX_RECORDS, type ValidationResult } from '@schema/submission.ts';

/** What a function learns about the request besides the validated values. */
export interface SubmissionContext {
  addressHash: string;
}

/** The verdict on one record of a batch. already: the newsletter's email was subscribed before. */
export type BatchVerdict =
  | { status: 'stored' | 'duplicate' | 'already' }
  | { status: 'rejected'; message: string; field?: string }
  | { status: 'rate-limited'; retryAfterSeconds: number };

/** A validator from schema/submission.ts and what to do with valid values. */
export interface SubmissionEndpoint<T extends { clientRecordId?: string }> {
  name: string;
  validate: (input: unknown) => ValidationResult<T>;
  /** Answers one request in SPEC's shape. */
  single: (value: T, context: SubmissionContext) => Promise<Response>;
  /** Stores a batch's valid records (each has a clientRecordId), one verdict per record, in order. */
  batch: (values: T[], context: SubmissionContext) => Promise<BatchVerdict[]>;
}

/** The 429 answer to a single request. */
export function tooManySubmissions(retryAfterSeconds: number): Response {
  return failure(429, 'Too many submissions from this address, please try again shortly.', {}, { 'Retry-After': String(retryAfterSeconds) });
}

function unavailable(): Response {
  return failure(
    503,
    'The service is briefly unavailable and nothing was stored. Please try again in a moment.',
    {},
    { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
}

function isBatch(body: unknown): body is { records: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'records' in body;
}

async function answerBatch<T extends { clientRecordId?: string }>(
  endpoint: SubmissionEndpoint<T>,
  records: unknown,
  context: SubmissionContext,
): Promise<Response> {
  if (!Array.isArray(records) || records.length === 0 || records.length > BATCH_MAX_RECORDS) {
    return failure(400, `records must be a list of 1 to ${BATCH_MAX_RECORDS} submissions.`, { field: 'records' });
  }
  const verdicts: Array<BatchVerdict | undefined> = [];
  const valid: Array<{ index: number; value: T }> = [];
  records.forEach((record, index) => {
    const result = endpoint.validate(record);
    if (!result.ok) verdicts[index] = { status: 'rejected', message: result.message, field: result.field };
    else if (result.value.clientRecordId === undefined) {
      verdicts[index] = { status: 'rejected', message: 'clientRecordId is required in a batch.', field: 'clientRecordId' };
    } else valid.push({ index, value: result.value });
  });
  if (valid.length > 0) {
    const stored = await endpoint.batch(valid.map(({ value }) => value), context);
    valid.forEach(({ index }, position) => (verdicts[index] = stored[position]));
  }
  const results = records.map((record, index) => {
    const id = (record as { clientRecordId?: unknown } | null)?.clientRecordId;
    return { index, ...(typeof id === 'string' ? { clientRecordId: id.toLowerCase() } : {}), ...verdicts[index]! };
  });
  const waits = results.flatMap((result) => (result.status === 'rate-limited' ? [result.retryAfterSeconds] : []));
  const retryAfter = waits.length === 0 ? undefined : Math.max(...waits);
  // 200 when anything was accepted; otherwise the status says why nothing was: throttled or refused.
  const accepted = results.some((result) => result.status !== 'rejected' && result.status !== 'rate-limited');
  const status = accepted ? 200 : waits.length > 0 ? 429 : 400;
  return jsonResponse(status, { success: true, results }, retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) });
}

/** Builds the `handler(req)` of a function. */
export function createSubmissionHandler<T extends { clientRecordId?: string }>(
  endpoint: SubmissionEndpoint<T>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return preflightResponse();
    if (req.method !== 'POST') {
      await req.body?.cancel();
      return failure(405, 'Method not allowed: use POST.', {}, { Allow: 'POST, OPTIONS' });
    }
    const body = await readJsonBody(req);
    if (!body.ok) return body.response;
    try {
      const context = { addressHash: await hashClientAddress(clientAddress(req)) };
      if (isBatch(body.value)) return await answerBatch(endpoint, body.value.records, context);
      const result = endpoint.validate(body.value);
      if (!result.ok) return failure(400, result.message, { field: result.field });
      return await endpoint.single(result.value, context);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return unavailable();
      console.error(`${endpoint.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return failure(500, 'Something went wrong on our side. Please try again later.');
    }
  };
}
