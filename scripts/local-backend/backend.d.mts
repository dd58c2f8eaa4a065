/** Types of backend.mjs for the TypeScript tests that import it. */

export interface LocalBackendOptions {
  /** Gateway port on 127.0.0.1; 0 picks a free one. Default 54321. */
  port?: number;
  /** Added to the edge functions' environment (GEMINI_API_KEY, RATE_LIMIT_PER_MINUTE, ...). */
  env?: Record<string, string>;
  /** HS256 secret for the anon and service-role keys; random when absent. */
  jwtSecret?: string;
  /** Print one line per request and the functions' logs. */
  verbose?: boolean;
  /** Durable commits (default true); false is a fast mode for unit tests (fsync and synchronous_commit off). */
  durable?: boolean;
  /** A cluster from startSharedPostgres: the backend gets a database of its own there instead of a new cluster. */
  postgres?: SharedPostgres;
  /** How often the lead dispatcher is POSTed, in ms (default 60,000, as pg_cron in production); 0: never on its own. */
  dispatchEveryMs?: number;
}

/** Where a shared cluster runs (plain data, handed from a global setup to test workers). */
export interface SharedPostgres {
  /** Superuser connection to the cluster's `postgres` database. */
  url: string;
  port: number;
  dataDir: string;
  authenticatorPassword: string;
}

/** What one dispatcher run answers (docs/lead-routing.md). */
export interface DispatchAnswer {
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
  skipped: number;
  alerts: number;
}

/** One part of the backend as /health reports it. */
export interface PartHealth {
  status: 'ok' | 'down';
  pid?: number;
  error?: string;
  restarts?: number;
}

export interface LocalBackend {
  /** Base URL for VITE_SUPABASE_URL, e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser connection to the throw-away database. */
  dbUrl: string;
  /** The temp directory holding the cluster; deleted by stop(). */
  dataDir: string;
  /** The functions' LEAD_DISPATCH_SECRET (the one given in `env`, or made at start). */
  dispatchSecret: string;
  /** Runs the lead dispatcher now, or joins the run under way: its answer, undefined when the run failed or there is no dispatcher. */
  dispatchNow(): Promise<DispatchAnswer | undefined>;
  /** Current process ids: the postmaster's and Deno's change when their supervisors restart them (no supervisor of its own on a shared cluster). */
  readonly pids: { postgresSupervisor: number | undefined; postmaster: number | undefined; functions: number };
  /** Each part's health, as GET /health reports it. */
  health(): Promise<{ postgres: PartHealth; functions: PartHealth }>;
  /** Counts of function answers by HTTP status since start. */
  functionStatusCounts(): Record<string, number>;
  /** Stops the gateway, Deno and Postgres, and deletes the temp directory. */
  stop(): Promise<void>;
}

/** Starts the local backend. */
export function startLocalBackend(options?: LocalBackendOptions): Promise<LocalBackend>;

/** Starts a cluster with the schema in a template database, for backends started with `postgres`. */
export function startSharedPostgres(options?: { durable?: boolean }): Promise<{ shared: SharedPostgres; stop(): Promise<void> }>;
