/**
 * The bad-input corpus for one submission function: every class of input a hostile or
 * broken client sends. Each must be refused with a 4xx and store nothing. Markup and SQL-like text
 * appear where a field has a shape (email, phone, ids, enums); in free text they are plain text,
 * stored verbatim (tested by the suite's "inert" case).
 */
import { createHmac } from 'node:crypto';
import type { CallOptions } from './function-client';

/** One bad request: a label for the failure message and what to send. */
export interface BadInput extends CallOptions {
  label: string;
}

/** What the corpus needs to know about a function's payload. */
export interface CorpusTarget {
  valid: () => Record<string, unknown>;
  requiredFields: string[];
  /** Text fields and their length limits in characters. */
  textLimits: Record<string, number>;
  hasEmail: boolean;
  /** Fields with a shape (email, phone, enum, id) that refuse markup and SQL-like text. */
  shapedFields: string[];
  jwtSecret: string;
}

const INVISIBLE_ONLY = ['', '   ', '\t\n', '\u200B', '\u200B\u200C\u200D\u2060\uFEFF', '\u00AD\u00AD', '\u3164', '\u2800', '\u202E\u2066', '\uFE0F'];
const WRONG_TYPES: unknown[] = [42, false, ['text'], { text: 'x' }];
const BAD_EMAILS = [
  'plainaddress', '@example.com', 'ada@', 'ada@example', 'ada@example.c', 'ada example@example.com', 'ada@@example.com',
  '.ada@example.com', 'ada.@example.com', 'ada..b@example.com', 'ada@-example.com', 'ada@example..com',
  `${'a'.repeat(65)}@example.com`, '<ada@example.com>', 'ada@example.com, eve@example.com',
];
const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>'];
const SQL_LIKE = ["' OR '1'='1", '1; DROP TABLE contact_submissions;--'];
const CONTROLS = ['a\u0000b', 'a\u0007b', '\u001b[31mred'];
const WRONG_CONTENT_TYPES = ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json-patch+json', ''];
const NOT_JSON = ['{', 'not json', '[1, 2', '{"name": }', '\uFEFF{}', "{'single': 'quotes'}"];
const NOT_OBJECTS = ['[]', '"text"', '42', 'null', 'true'];

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signed(payload: object, secret: string, alg = 'HS256'): string {
  const head = base64url({ alg, typ: 'JWT' });
  const body = base64url(payload);
  if (alg === 'none') return `${head}.${body}.`;
  return `${head}.${body}.${createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')}`;
}

function body(target: CorpusTarget, change: Record<string, unknown>, remove: string[] = []): Record<string, unknown> {
  const value = { ...target.valid(), ...change };
  for (const field of remove) delete value[field];
  return value;
}

/** A body of `bytes` bytes streamed in chunks without a Content-Length header. */
function streamed(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** Every bad input for `target`, about a hundred. */
export function badInputCorpus(target: CorpusTarget): BadInput[] {
  const inputs: BadInput[] = [];
  const add = (label: string, options: CallOptions) => inputs.push({ label, ...options });
  const fields = Object.keys(target.valid());

  for (const field of target.requiredFields) {
    add(`missing ${field}`, { body: body(target, {}, [field]) });
    for (const blank of INVISIBLE_ONLY) add(`invisible-only ${field} ${JSON.stringify(blank)}`, { body: body(target, { [field]: blank }) });
  }
  for (const field of fields) {
    for (const wrong of WRONG_TYPES) add(`wrong type ${field}=${JSON.stringify(wrong)}`, { body: body(target, { [field]: wrong }) });
  }
  add('clientRecordId not a UUID', { body: body(target, { clientRecordId: 'not-a-uuid' }) });
  if (target.hasEmail) for (const email of BAD_EMAILS) add(`bad email ${email}`, { body: body(target, { email }) });
  for (const [field, max] of Object.entries(target.textLimits)) {
    add(`overlong ${field}`, { body: body(target, { [field]: 'x'.repeat(max + 1) }) });
    add(`overlong ${field} (multi-byte)`, { body: body(target, { [field]: '\u00E9'.repeat(max + 1) }) });
    for (const control of CONTROLS) add(`control characters in ${field} ${JSON.stringify(control)}`, { body: body(target, { [field]: control }) });
  }
  for (const field of [...target.shapedFields, 'clientRecordId']) {
    for (const text of [...MARKUP, ...SQL_LIKE]) add(`markup or SQL-like ${field}: ${text}`, { body: body(target, { [field]: text }) });
  }
  for (const megabytes of [1, 10]) {
    add(`${megabytes} MB body, declared`, { body: body(target, { padding: 'x'.repeat(megabytes * 1024 * 1024) }) });
    add(`${megabytes} MB body, streamed`, { rawBody: streamed(megabytes * 1024 * 1024) });
  }
  for (const raw of [...NOT_JSON, ...NOT_OBJECTS, '']) add(`not a JSON object: ${JSON.stringify(raw)}`, { rawBody: raw });
  add('invalid UTF-8', { rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
  const json = JSON.stringify(target.valid());
  for (const type of WRONG_CONTENT_TYPES) add(`content type ${JSON.stringify(type)}`, { rawBody: json, headers: { 'Content-Type': type } });
  add('no content type', { rawBody: new TextEncoder().encode(json), headers: { 'Content-Type': '' }, omitContentType: true });
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) add(`method ${method}`, { method, body: target.valid() });
  add('no key', { body: target.valid(), key: null });
  add('not a JWT', { body: target.valid(), key: 'not-a-jwt' });
  add('unsigned JWT (alg none)', { body: target.valid(), key: signed({ role: 'anon' }, '', 'none') });
  add('JWT signed with another secret', { body: target.valid(), key: signed({ role: 'anon' }, 'another-secret-0123456789abcdef') });
  add('expired JWT', { body: target.valid(), key: signed({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 }, target.jwtSecret) });
  add('empty batch', { body: { records: [] } });
  add('batch that is not a list', { body: { records: 'all of them' } });
  add('batch of 101 records', { body: { records: Array.from({ length: 101 }, () => ({ ...target.valid(), clientRecordId: crypto.randomUUID() })) } });
  add('batch of invalid records only', {
    body: { records: [body(target, { clientRecordId: crypto.randomUUID() }, [target.requiredFields[0]]), body(target, {}, [])] },
  });
  return inputs;
}
