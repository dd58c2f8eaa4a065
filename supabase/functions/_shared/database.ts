/** The functions' one Postgres connection pool, from SUPABASE_DB_URL (set by hosted Supabase and by the local backend). */
import postgres from 'npm:postgres@3.4.9';

/** A postgres.js client. */
export type Database = postgres.Sql;

let pool: Database | undefined;

/** The shared pool, created on first use. */
export function database(): Database {
  if (pool === undefined) {
    const url = Deno.env.get('SUPABASE_DB_URL');
    if (!url) throw new Error('SUPABASE_DB_URL is not set');
    pool = postgres(url, {
      max: Number(Deno.env.get('DB_POOL_SIZE') ?? 3),
      idle_timeout: 20,
      connect_timeout: 10,
      // Hosted projects may route through the transaction pooler, which has no prepared statements.
      prepare: false,
      transform: { undefined: null },
      onnotice: () => {},
    });
  }
  return pool;
}
