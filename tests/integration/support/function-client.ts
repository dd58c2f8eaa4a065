/** Calls the local backend's edge functions the way the site does, and reads the database directly. */
import postgres from 'postgres';
import type { LocalBackend } from '../../../scripts/local-backend/backend.mjs';

/** A function's answer: status, headers and parsed JSON (or raw text). */
export interface FunctionAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

/** Options of callFunction: the raw body to send, the client address to simulate, extra headers. */
export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string | Uint8Array | ReadableStream<Uint8Array>;
  clientAddress?: string;
  headers?: Record<string, string>;
  key?: string | null;
}

let addressCounter = 0;

/** A client address no other test uses, so rate limits never leak between tests. */
export function uniqueClientAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** POSTs (by default) JSON to /functions/v1/<name> with the anon key, as SPEC section 7 describes. */
export async function callFunction(backend: LocalBackend, name: string, options: CallOptions = {}): Promise<FunctionAnswer> {
  const key = options.key === undefined ? backend.anonKey : options.key;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'x-forwarded-for': options.clientAddress ?? uniqueClientAddress(),
    ...(key === null ? {} : { Authorization: `Bearer ${key}`, apikey: key }),
    ...options.headers,
  };
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const res = await fetch(`${backend.url}/functions/v1/${name}`, {
    method: options.method ?? 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
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
