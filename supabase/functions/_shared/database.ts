/** The functions' one Postgres connection pool, from SUPABASE_DB_URL, and fail-fast use of it while the database is down. */
import postgres from 'npm:postgres@3.4.9';

/** A postgres.js client. */
export type Database = postgres.Sql;

/** Longest a function waits for the database before answering 503 (the site then retries). */
export const DATABASE_DEADLINE_MS = 1_500;

/** Seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The database could not be reached in time; the request was not stored. */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
}

let pool: Database | undefined;

/** The shared pool, created on first use. */
export function database(): Database {
  if (pool === undefined) {
    const url = Deno.env.get('SUPABASE_DB_URL');
    if (!url) throw new Error('SUPABASE_DB_URL is not set');
    pool = postgres(url, {
      max: Number(Deno.env.get('DB_POOL_SIZE') ?? 3),
      idle_timeout: 20,
      // A database that is down refuses at once; one that hangs must not hold a request for long.
      connect_timeout: 2,
      // postgres.js waits up to 20 s between reconnects by default, which kept the functions
      // failing for seconds after the database was back: try again on the next query instead.
      backoff: () => 0,
      // Hosted projects may route through the transaction pooler, which has no prepared statements.
      prepare: false,
      transform: { undefined: null },
      onnotice: () => {},
    });
  }
  return pool;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND',
  'CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECTION_DESTROYED', 'CONNECT_TIMEOUT',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up / in recovery), too_many_connections
  '57P01', '57P02', '57P03', '53300',
]);

/** True for errors that mean "the database is not there right now", as opposed to a bug or bad data. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, name } = error as { code?: unknown; name?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  // Deno reports refused and reset sockets by error class name.
  return name === 'ConnectionRefused' || name === 'ConnectionReset' || name === 'BrokenPipe';
}

/**
 * Runs `work` with the pool, giving up after DATABASE_DEADLINE_MS. Work that finishes after the
 * deadline is not rolled back, which is safe because every delivery the site makes carries its
 * client record id and a repeat is recognised.
 */
export async function withDatabase<T>(work: (sql: Database) => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(`No answer from the database within ${DATABASE_DEADLINE_MS} ms`)), DATABASE_DEADLINE_MS);
  });
  const running = work(database());
  // A late failure of abandoned work must not become an unhandled rejection.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
