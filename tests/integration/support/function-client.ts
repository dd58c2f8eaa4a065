/** Calls the local backend's edge functions the way the site does, and reads the database directly. */
import { request } from 'node:http';
import postgres from 'postgres';
import type { LocalBackend } from '../../../scripts/local-backend/backend.mjs';

/** A function's answer: status, headers and parsed JSON (or raw text). */
export interface FunctionAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

/** Options of callFunction: the raw body to send, the client address to connect from, extra headers. */
export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string | Uint8Array | ReadableStream<Uint8Array>;
  clientAddress?: string;
  headers?: Record<string, string>;
  key?: string | null;
  /** Sends no Content-Type header at all. */
  omitContentType?: boolean;
}

// Each worker process counts from its own third octet, so parallel test files never share an address.
let addressCounter = 0;
const workerOctet = (Number(process.env.VITEST_POOL_ID ?? 1) % 200) + 1;

/**
 * A loopback address (127.x.y.z) no other test uses, so rate limits never leak between tests. The
 * local backend takes the client address from the TCP connection, as hosted Supabase does, so a
 * test acts as another client by connecting from another address, never by writing a header.
 */
export function uniqueClientAddress(): string {
  addressCounter += 1;
  return `127.${workerOctet}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

async function send(url: URL, method: string, headers: Record<string, string>, localAddress: string, body: CallOptions['rawBody']) {
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const sized = typeof body === 'string' || body instanceof Uint8Array ? { 'Content-Length': String(Buffer.byteLength(body)) } : {};
    const req = request(url, { method, headers: { ...sized, ...headers }, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') answerHeaders.set(name, value);
        resolve({ status: res.statusCode ?? 0, headers: answerHeaders, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    // The server may answer (413) and close before the whole body is sent; the answer still counts.
    req.on('error', reject);
    if (body instanceof ReadableStream) {
      void (async () => {
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done || req.destroyed) break;
          if (!req.write(value)) await new Promise((drained) => req.once('drain', drained));
        }
        req.end();
      })().catch(() => req.end());
    } else req.end(body);
  });
}

/** POSTs (by default) JSON to /functions/v1/<name> with the anon key, as docs/product/calls.md describes. */
export async function callFunction(backend: LocalBackend, name: string, options: CallOptions = {}): Promise<FunctionAnswer> {
  const key = options.key === undefined ? backend.anonKey : options.key;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    ...(key === null ? {} : { Authorization: `Bearer ${key}`, apikey: key }),
    ...options.headers,
  };
  if (options.omitContentType) delete headers['Content-Type'];
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const url = new URL(`${backend.url}/functions/v1/${name}`);
  const answer = await send(url, options.method ?? 'POST', headers, options.clientAddress ?? uniqueClientAddress(), body);
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  return { status: answer.status, headers: answer.headers, body: parsed, text: answer.text };
}

/** A superuser connection to the backend's database, for assertions about stored rows. */
export function openDatabase(backend: LocalBackend): postgres.Sql {
  return postgres(backend.dbUrl, { max: 2, onnotice: () => {} });
}

/** Number of rows in `table`. */
export async function countRows(db: postgres.Sql, table: string): Promise<number> {
  const [{ count }] = await db<{ count: number }[]>`select count(*)::int as count from ${db(table)}`;
  return count;
}

/** A body of `bytes` bytes streamed in chunks without a Content-Length header. */
export function streamedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(16 * 1024, bytes - sent);
      sent += size;
      controller.enqueue(new TextEncoder().encode('x'.repeat(size)));
    },
  });
}
