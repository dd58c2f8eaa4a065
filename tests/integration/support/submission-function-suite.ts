/** The checks every submission function must pass (validation, limits, rate limits, replays), run against one function. */
import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../../scripts/local-backend/backend.mjs';
import { badInputCorpus } from './bad-input-corpus';
import { callFunction, countRows, streamedBody, uniqueClientAddress } from './function-client';

const MARKUP = '<script>alert("x")</script><img src=x onerror=alert(1)>';

/** What the suite needs to know about one function. */
export interface SubmissionFunctionCase {
  name: string;
  table: string;
  /** A fresh valid payload (unique where the table needs it). */
  valid: () => Record<string, unknown>;
  /** A fresh valid record for a batch, when it differs from `valid` (chat batches carry answered turns). */
  validInBatch?: () => Record<string, unknown>;
  requiredFields: string[];
  /** Whether the payload has an `email` field. */
  hasEmail: boolean;
  /** Field → a value of the wrong JSON type. */
  wrongTypes: Record<string, unknown>;
  /** Payload field → column for free-text fields that store markup verbatim as plain text. */
  inertTextColumns: Record<string, string>;
  /** Fields whose shape rules refuse markup outright. */
  markupRejectedFields: string[];
  /** Text fields and their length limits, for the bad-input corpus. */
  textLimits: Record<string, number>;
  /** How many new submissions one address may make at once (the backend's burst for this kind). */
  rateLimitBurst: number;
  backend: () => LocalBackend;
  db: () => postgres.Sql;
}

/** Registers the shared tests for `fn` inside the caller's describe block. */
export function describeSubmissionFunction(fn: SubmissionFunctionCase): void {
  const call = (options: Parameters<typeof callFunction>[2]) => callFunction(fn.backend(), fn.name, options);
  const rows = () => countRows(fn.db(), fn.table);
  const batchRecord = () => (fn.validInBatch ?? fn.valid)();

  async function expectRejected(options: Parameters<typeof callFunction>[2], field?: string, status = 400) {
    const before = await rows();
    const answer = await call(options);
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(typeof answer.body.message).toBe('string');
    if (field !== undefined) expect(answer.body.field).toBe(field);
    expect(await rows()).toBe(before);
    return answer;
  }

  describe(`${fn.name}: shared submission behaviour`, () => {
    it('answers the CORS preflight and the OPTIONS probe without a key', async () => {
      const answer = await call({ method: 'OPTIONS', key: null, headers: { Origin: 'http://localhost:5173' } });
      expect(answer.status).toBe(200);
      expect(answer.text).toBe('ok');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
      expect(answer.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(answer.headers.get('access-control-expose-headers')).toBe('Retry-After');
    });

    it('stores valid input as exactly one row and answers 200', async () => {
      const before = await rows();
      const answer = await call({ body: fn.valid() });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await rows()).toBe(before + 1);
    });

    it.each([['missing'], ['blank']])('refuses each required field when %s, naming it', async (how) => {
      for (const field of fn.requiredFields) {
        const body = fn.valid();
        if (how === 'missing') delete body[field];
        else body[field] = '   ';
        const answer = await expectRejected({ body }, field);
        expect(answer.body.message).toMatch(/required|consent/i);
      }
    });

    if (fn.hasEmail) {
      it('refuses a malformed email', async () => {
        for (const email of ['not-an-email', 'a@b', 'ada@example', 'ada@exa mple.com']) {
          const answer = await expectRejected({ body: { ...fn.valid(), email } }, 'email');
          expect(answer.body.message).toBe('Please enter a valid email address.');
        }
      });
    }

    it('refuses wrong types', async () => {
      for (const [field, value] of Object.entries(fn.wrongTypes)) {
        await expectRejected({ body: { ...fn.valid(), [field]: value } }, field);
      }
      await expectRejected({ body: [fn.valid()] }, 'body');
      await expectRejected({ body: 'text' }, 'body');
      await expectRejected({ body: { ...fn.valid(), clientRecordId: 'not-a-uuid' } }, 'clientRecordId');
    });

    it('refuses unreadable JSON and an empty body', async () => {
      for (const rawBody of ['{"name": ', 'not json', '', '\u0000\u0001']) {
        const answer = await expectRejected({ rawBody });
        expect(answer.body.message).toBe('Request body must be valid JSON.');
      }
      await expectRejected({ rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    });

    it('refuses a 1 MB body, declared or streamed, without storing anything', async () => {
      const huge = { ...fn.valid(), padding: 'x'.repeat(1024 * 1024) };
      const declared = await expectRejected({ body: huge }, undefined, 413);
      expect(declared.body.message).toBe('Request body is too large (at most 64 KB).');
      const streamed = await expectRejected({ rawBody: streamedBody(1024 * 1024) }, undefined, 413);
      expect(streamed.body.message).toBe('Request body is too large (at most 64 KB).');
    });

    it('stores markup in free-text fields as inert plain text and refuses it in shaped fields', async () => {
      const clientRecordId = randomUUID();
      const body: Record<string, unknown> = { ...fn.valid(), clientRecordId };
      for (const field of Object.keys(fn.inertTextColumns)) body[field] = `${field} ${MARKUP}`;
      const answer = await call({ body });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.text).not.toContain('<script>');
      const [row] = await fn.db()`select * from ${fn.db()(fn.table)} where client_record_id = ${clientRecordId}`;
      for (const [field, column] of Object.entries(fn.inertTextColumns)) {
        expect(row[column]).toBe(`${field} ${MARKUP}`);
      }
      for (const field of fn.markupRejectedFields) {
        await expectRejected({ body: { ...fn.valid(), [field]: MARKUP } }, field);
      }
    });

    it('stores one row when the same client record id is delivered twice', async () => {
      const clientRecordId = randomUUID();
      const body = { ...fn.valid(), clientRecordId };
      const before = await rows();
      const first = await call({ body });
      const second = await call({ body, clientAddress: uniqueClientAddress() });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.success).toBe(first.body.success);
      expect(await rows()).toBe(before + 1);
    });

    it('accepts SPEC payloads without a client record id', async () => {
      const before = await rows();
      expect((await call({ body: fn.valid() })).status).toBe(200);
      expect((await call({ body: fn.valid() })).status).toBe(200);
      expect(await rows()).toBe(before + 2);
    });

    it('answers 429 with Retry-After past the burst of one client address, but still accepts replays', async () => {
      const clientAddress = uniqueClientAddress();
      const first = { ...fn.valid(), clientRecordId: randomUUID() };
      expect((await call({ body: first, clientAddress })).status).toBe(200);
      for (let sent = 1; sent < fn.rateLimitBurst; sent++) {
        expect((await call({ body: fn.valid(), clientAddress })).status).toBe(200);
      }
      const before = await rows();
      const limited = await call({ body: fn.valid(), clientAddress });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, message: 'Too many submissions from this address, please try again shortly.' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // A page on another origin reads Retry-After only when the answer exposes it.
      expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After');
      expect(await rows()).toBe(before);
      expect((await call({ body: first, clientAddress })).status).toBe(200);
      expect((await call({ body: fn.valid() })).status).toBe(200);
    });

    it('keys the limit on the connecting address: a forged X-Forwarded-For buys no budget', async () => {
      const clientAddress = uniqueClientAddress();
      const answers = await Promise.all(
        Array.from({ length: fn.rateLimitBurst + 6 }, (_, index) =>
          call({ body: fn.valid(), clientAddress, headers: { 'X-Forwarded-For': `198.18.0.${index + 1}`, 'CF-Connecting-IP': `198.19.0.${index + 1}` } }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(fn.rateLimitBurst);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    });

    it('refuses a JSON body sent without Content-Type: application/json with 415', async () => {
      const json = JSON.stringify(fn.valid());
      for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded']) {
        const answer = await expectRejected({ rawBody: json, headers: { 'Content-Type': type } }, undefined, 415);
        expect(answer.body.message).toBe('Send the body as JSON, with Content-Type: application/json.');
      }
      await expectRejected({ rawBody: new TextEncoder().encode(json), omitContentType: true }, undefined, 415);
      expect((await call({ rawBody: json, headers: { 'Content-Type': 'Application/JSON; charset=utf-8' } })).status).toBe(200);
    });

    it('counts text made only of invisible characters as empty', async () => {
      for (const field of fn.requiredFields.filter((name) => typeof fn.valid()[name] === 'string')) {
        for (const blank of ['\u200B', '\u200B\u2060\uFEFF', '\u00AD', '\u3164', '\u2800 \u200D']) {
          const answer = await expectRejected({ body: { ...fn.valid(), [field]: blank } }, field);
          expect(answer.body.message).toMatch(/required/);
        }
      }
    });

    it('stores a batch of mixed records: each valid one once, each invalid one refused with its reason', async () => {
      const ok = { ...batchRecord(), clientRecordId: randomUUID() };
      const other = { ...batchRecord(), clientRecordId: randomUUID() };
      const invalid = { ...batchRecord(), clientRecordId: randomUUID(), [fn.requiredFields[0]]: '\u200B' };
      const withoutId = batchRecord();
      const before = await rows();
      const answer = await call({ body: { records: [ok, invalid, other, ok, withoutId] } });
      expect(answer.status).toBe(200);
      const results = answer.body.results as Array<Record<string, unknown>>;
      expect(results.map((result) => [result.index, result.status])).toEqual([[0, 'stored'], [1, 'rejected'], [2, 'stored'], [3, 'duplicate'], [4, 'rejected']]);
      expect(results[1]).toMatchObject({ clientRecordId: invalid.clientRecordId, field: fn.requiredFields[0] });
      expect(results[4]).toMatchObject({ field: 'clientRecordId' });
      expect(await rows()).toBe(before + 2);
      const again = await call({ body: { records: [ok, other] } });
      expect((again.body.results as Array<{ status: string }>).map((result) => result.status)).toEqual(['duplicate', 'duplicate']);
      expect(await rows()).toBe(before + 2);
    });

    it('admits a batch up to the burst, answers the rest rate-limited with Retry-After, and 429 when nothing fits', async () => {
      const clientAddress = uniqueClientAddress();
      const records = Array.from({ length: fn.rateLimitBurst + 2 }, () => ({ ...batchRecord(), clientRecordId: randomUUID() }));
      const answer = await call({ body: { records }, clientAddress });
      expect(answer.status).toBe(200);
      const statuses = (answer.body.results as Array<{ status: string }>).map((result) => result.status);
      expect(statuses.filter((status) => status === 'stored')).toHaveLength(fn.rateLimitBurst);
      expect(statuses.slice(-2)).toEqual(['rate-limited', 'rate-limited']);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      const rest = await call({ body: { records: records.slice(-2) }, clientAddress });
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      // Records already stored are replays: they pass even with the budget spent.
      const replay = await call({ body: { records: records.slice(0, 2) }, clientAddress });
      expect((replay.body.results as Array<{ status: string }>).map((result) => result.status)).toEqual(['duplicate', 'duplicate']);
    });

    it('refuses the whole bad-input corpus with a 4xx, never a 5xx, and stores nothing', async () => {
      const corpus = badInputCorpus({
        valid: fn.valid,
        requiredFields: fn.requiredFields,
        textLimits: fn.textLimits,
        hasEmail: fn.hasEmail,
        shapedFields: fn.markupRejectedFields,
        jwtSecret: fn.backend().jwtSecret,
      });
      expect(corpus.length).toBeGreaterThan(80);
      const before = await rows();
      const accepted: string[] = [];
      for (const input of corpus) {
        const answer = await call(input);
        if (answer.status < 400 || answer.status >= 500) accepted.push(`${input.label}: ${answer.status} ${answer.text.slice(0, 120)}`);
      }
      expect(accepted).toEqual([]);
      expect(await rows()).toBe(before);
    }, 120_000);

    it('answers 405 with Allow to other methods', async () => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const answer = await call({ method });
        expect(answer.status).toBe(405);
        expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
        expect(answer.body.success).toBe(false);
      }
    });

    it('refuses calls without a valid key, as hosted Supabase does', async () => {
      const before = await rows();
      expect((await call({ body: fn.valid(), key: null })).status).toBe(401);
      expect((await call({ body: fn.valid(), key: 'not-a-jwt' })).status).toBe(401);
      expect(await rows()).toBe(before);
    });
  });
}
