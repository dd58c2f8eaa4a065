/** The local backend in one call: throw-away Postgres with migrations and seed, Deno functions, one gateway port. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { startDispatchTimer } from './dispatch-timer.mjs';
import { functionsWithoutJwt } from './function-config.mjs';
import { superviseFunctions } from './functions-supervisor.mjs';
import { startGateway } from './gateway.mjs';
import { projectKeys } from './jwt.mjs';
import { readPostmasterPid, startPostgresCluster } from './postgres-cluster.mjs';

const SUPABASE_DIR = fileURLToPath(new URL('../../supabase/', import.meta.url));
const ROLES_SQL = fileURLToPath(new URL('./supabase-roles.sql', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Applies the Supabase roles, every migration in name order, then the seed (as `supabase db reset` would). */
async function applySchema(url, authenticatorPassword) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(readFileSync(ROLES_SQL, 'utf8'));
    await sql.unsafe(`alter role authenticator password '${authenticatorPassword}'`);
    const migrations = readdirSync(join(SUPABASE_DIR, 'migrations')).filter((name) => name.endsWith('.sql')).sort();
    for (const name of migrations) {
      try {
        await sql.unsafe(readFileSync(join(SUPABASE_DIR, 'migrations', name), 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${name} failed: ${error.message}`);
      }
    }
    await sql.unsafe(readFileSync(join(SUPABASE_DIR, 'seed.sql'), 'utf8'));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const HEALTH_CHECK_MS = 1_000;

function withinHealthCheck(promise) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_CHECK_MS} ms`)), HEALTH_CHECK_MS);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Health of each part: Postgres answers a query, the functions server answers /health. */
async function checkParts(sql, cluster, functions) {
  const postgresPart = withinHealthCheck(sql`select 1`)
    .then(() => ({ status: 'ok', pid: cluster.postmasterPid() }))
    .catch((error) => ({ status: 'down', error: String(error.message ?? error) }));
  const functionsPart = withinHealthCheck(fetch(`http://127.0.0.1:${functions.port()}/health`).then((res) => res.json()))
    .then(({ pid }) => ({ status: 'ok', pid, restarts: functions.restarts() }))
    .catch((error) => ({ status: 'down', error: String(error.message ?? error), restarts: functions.restarts() }));
  return { postgres: await postgresPart, functions: await functionsPart };
}

const TEMPLATE_DATABASE = 'backend_template';

/**
 * A Postgres cluster holding the schema and seed in a template database, for several backends at
 * once: each backend started with it (`startLocalBackend({ postgres })`) gets its own database,
 * copied from the template in a moment, instead of a cluster of its own (initdb is most of a
 * backend's start-up). `shared` is plain data, so a test runner's global setup can hand it to its workers.
 * @internal Tests only: Vitest's backend project starts it (tests/setup/shared-postgres.ts).
 */
export async function startSharedPostgres({ durable = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ascend-postgres-'));
  try {
    const cluster = await startPostgresCluster({ dir, port: await freePort(), durable });
    const authenticatorPassword = randomBytes(18).toString('hex');
    const admin = postgres(cluster.url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database ${TEMPLATE_DATABASE}`);
    } finally {
      await admin.end({ timeout: 5 });
    }
    await applySchema(databaseUrl(cluster.url, TEMPLATE_DATABASE), authenticatorPassword);
    return {
      shared: { url: cluster.url, port: cluster.port, dataDir: cluster.dataDir, authenticatorPassword },
      async stop() {
        await cluster.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function databaseUrl(clusterUrl, database) {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.href;
}

/** A database of its own in a shared cluster, copied from the template; dropped by the returned cleanup. */
async function databaseInSharedCluster(shared) {
  const database = `backend_${randomBytes(6).toString('hex')}`;
  const admin = postgres(shared.url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${database} template ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  return {
    url: databaseUrl(shared.url, database),
    port: shared.port,
    authenticatorPassword: shared.authenticatorPassword,
    supervisorPid: undefined,
    postmasterPid: () => readPostmasterPid(shared.dataDir),
    async stop() {
      const drop = postgres(shared.url, { max: 1, onnotice: () => {} });
      try {
        await drop.unsafe(`drop database if exists ${database} with (force)`);
      } finally {
        await drop.end({ timeout: 5 });
      }
    },
  };
}

/** A cluster of its own in `dir`, with the schema and seed applied. */
async function ownCluster(dir, durable) {
  const cluster = await startPostgresCluster({ dir, port: await freePort(), durable });
  const authenticatorPassword = randomBytes(18).toString('hex');
  try {
    await applySchema(cluster.url, authenticatorPassword);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { ...cluster, authenticatorPassword };
}

/**
 * Starts everything and resolves with { url, anonKey, serviceRoleKey, dbUrl, pids, stop() }.
 * `port` 0 picks a free port; `env` is added to the functions' environment (GEMINI_API_KEY,
 * RATE_LIMIT_PER_MINUTE, ...). `dbUrl` connects as the superuser `postgres`. `verbose` prints
 * every request and the functions' logs. Postgres is durable unless `durable` is false (a fast
 * mode for unit tests); supervisors restart Postgres and the functions server when they die.
 * `postgres` (from startSharedPostgres) puts the database in that cluster rather than a new one;
 * the cluster then belongs to whoever started it. The lead dispatcher is POSTed every
 * `dispatchEveryMs` (default a minute, as pg_cron does in production; 0: only by `dispatchNow()`),
 * with `LEAD_DISPATCH_SECRET` from `env` or one made here.
 */
export async function startLocalBackend({ port = 54321, env = {}, jwtSecret, verbose = false, durable = true, postgres: shared, dispatchEveryMs = 60_000 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ascend-backend-'));
  const secret = jwtSecret ?? randomBytes(32).toString('hex');
  const dispatchSecret = env.LEAD_DISPATCH_SECRET || randomBytes(24).toString('hex');
  const { anonKey, serviceRoleKey } = projectKeys(secret);
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`local backend: cleanup failed: ${error.message}`);
      }
    }
    cleanups.length = 0;
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const cluster = shared ? await databaseInSharedCluster(shared) : await ownCluster(dir, durable);
    cleanups.push(() => cluster.stop());
    const { authenticatorPassword } = cluster;

    // The API roles reach the database through `authenticator`, as PostgREST does.
    const apiUrl = new URL(cluster.url);
    apiUrl.username = 'authenticator';
    apiUrl.password = authenticatorPassword;
    const sql = postgres(apiUrl.href, {
      max: 5,
      idle_timeout: 10,
      connect_timeout: 2,
      // Reconnect on the next query instead of postgres.js' growing back-off, so a restarted database is used at once.
      backoff: () => 0,
      onnotice: () => {},
    });
    cleanups.push(() => sql.end({ timeout: 2 }));

    // The gateway comes first: the functions need its address (SUPABASE_URL) to wake the dispatcher.
    let functions;
    const gateway = await startGateway({
      port,
      sql,
      secret,
      // Port 0 until the functions server listens: the gateway answers 503 meanwhile.
      functionsPort: () => functions?.port() ?? 0,
      health: () => checkParts(sql, cluster, functions),
      logRequests: verbose,
      functionsWithoutJwt: functionsWithoutJwt(),
    });
    cleanups.push(() => gateway.stop());
    const url = `http://127.0.0.1:${gateway.port}`;

    functions = await superviseFunctions({
      printLogs: verbose,
      env: {
        SUPABASE_URL: url,
        SUPABASE_DB_URL: cluster.url,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        RATE_LIMIT_SALT: randomBytes(16).toString('hex'),
        ...env,
        LEAD_DISPATCH_SECRET: dispatchSecret,
      },
    });
    cleanups.push(() => functions.stop());

    const dispatcher = startDispatchTimer({
      functionsPort: functions.port,
      secret: dispatchSecret,
      everyMs: dispatchEveryMs,
      log: verbose ? (line) => console.error(line) : () => {},
    });
    cleanups.push(() => dispatcher.stop());

    return {
      url,
      anonKey,
      serviceRoleKey,
      jwtSecret: secret,
      dbUrl: cluster.url,
      dataDir: dir,
      dispatchSecret,
      /** Runs the lead dispatcher now (or joins the run under way); resolves with its answer, undefined when it failed. */
      dispatchNow: () => dispatcher.runNow(),
      /** Current process ids; the postmaster's and Deno's change when a supervisor restarts them. */
      get pids() {
        return { postgresSupervisor: cluster.supervisorPid, postmaster: cluster.postmasterPid(), functions: functions.pid() };
      },
      /** What /health reports, without HTTP. */
      health: () => checkParts(sql, cluster, functions),
      /** Counts of function answers by status code since start (e.g. how many 429s were sent). */
      functionStatusCounts: () => gateway.functionStatusCounts(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
