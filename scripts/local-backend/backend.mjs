/** The local backend in one call: throw-away Postgres with migrations and seed, Deno functions, one gateway port. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { superviseFunctions } from './functions-supervisor.mjs';
import { startGateway } from './gateway.mjs';
import { projectKeys } from './jwt.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';

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

/**
 * Starts everything and resolves with { url, anonKey, serviceRoleKey, dbUrl, pids, stop() }.
 * `port` 0 picks a free port; `env` is added to the functions' environment (GEMINI_API_KEY,
 * RATE_LIMIT_PER_MINUTE, ...). `dbUrl` connects as the superuser `postgres`. `verbose` prints
 * every request and the functions' logs. Postgres is durable unless `durable` is false (a fast
 * mode for unit tests); supervisors restart Postgres and the functions server when they die.
 */
export async function startLocalBackend({ port = 54321, env = {}, jwtSecret, verbose = false, durable = true } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ascend-backend-'));
  const secret = jwtSecret ?? randomBytes(32).toString('hex');
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
    const cluster = await startPostgresCluster({ dir, port: await freePort(), durable });
    cleanups.push(() => cluster.stop());
    const authenticatorPassword = randomBytes(18).toString('hex');
    await applySchema(cluster.url, authenticatorPassword);

    const functions = await superviseFunctions({
      printLogs: verbose,
      env: {
        SUPABASE_DB_URL: cluster.url,
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
        RATE_LIMIT_SALT: randomBytes(16).toString('hex'),
        ...env,
      },
    });
    cleanups.push(() => functions.stop());

    const sql = postgres(`postgres://authenticator:${authenticatorPassword}@127.0.0.1:${cluster.port}/postgres`, {
      max: 5,
      idle_timeout: 10,
      connect_timeout: 2,
      // Reconnect on the next query instead of postgres.js' growing back-off, so a restarted database is used at once.
      backoff: () => 0,
      onnotice: () => {},
    });
    cleanups.push(() => sql.end({ timeout: 2 }));

    const gateway = await startGateway({
      port,
      sql,
      secret,
      functionsPort: functions.port,
      health: () => checkParts(sql, cluster, functions),
      logRequests: verbose,
    });
    cleanups.push(() => gateway.stop());

    const url = `http://127.0.0.1:${gateway.port}`;
    return {
      url,
      anonKey,
      serviceRoleKey,
      jwtSecret: secret,
      dbUrl: cluster.url,
      dataDir: dir,
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
