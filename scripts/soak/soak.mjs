/**
 * `npm run soak`: starts the durable local backend with its production limits, builds the
 * site against it, serves it, and runs the soak (run-soak.mjs) through the real pages and the service
 * worker. Everything binds 127.0.0.1 and is stopped at the end, on failure and on Ctrl-C too.
 *
 *   npm run soak [-- --n 1000 --contexts 3 --postgres-kills 2 --functions-restarts 1 --seed 42 --reuse-build]
 *
 * Ports: SOAK_BACKEND_PORT and SOAK_SITE_PORT (default: any free port). --reuse-build skips the build
 * when the last one in .tmp/build-soak used the same backend address (local iteration only: it does
 * not notice changed sources).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startLocalBackend } from '../local-backend/backend.mjs';
import { startServer } from '../serve.mjs';
import { formatSoak, runSoak } from './run-soak.mjs';
import { buildSiteAgainst, builtAgainst } from './site-build.mjs';

const BUILD_ROOT = fileURLToPath(new URL('../../.tmp/build-soak', import.meta.url));
const JWT_SECRET = 'soak-local-only-secret-0123456789abcdef0123';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '1000' },
    contexts: { type: 'string', default: '3' },
    'postgres-kills': { type: 'string', default: '2' },
    'functions-restarts': { type: 'string', default: '1' },
    seed: { type: 'string' },
    'reuse-build': { type: 'boolean', default: false },
  },
});
const whole = (name, min) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number >= ${min}, not ${values[name]}`);
  return value;
};
const options = {
  n: whole('n', 1),
  contexts: whole('contexts', 1),
  postgresKills: whole('postgres-kills', 0),
  functionsRestarts: whole('functions-restarts', 0),
  seed: values.seed === undefined ? Date.now() % 1_000_000 : whole('seed', 0),
};

let backend;
let site;
let stopping;
const stopAll = () => {
  stopping ??= (async () => {
    await site?.close().catch(() => undefined);
    await backend?.stop().catch(() => undefined);
  })();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the soak's backend and site...`);
    void stopAll().then(() => process.exit(130));
  });
}

let ok = false;
try {
  const started = Date.now();
  // Durable Postgres and the functions' default (production) rate limits: no env overrides.
  backend = await startLocalBackend({ port: Number(process.env.SOAK_BACKEND_PORT ?? 0), jwtSecret: JWT_SECRET, env: { GEMINI_API_KEY: '' } });
  if (!values['reuse-build'] || !builtAgainst(backend, BUILD_ROOT)) await buildSiteAgainst(backend, BUILD_ROOT);
  site = await startServer({ root: BUILD_ROOT, port: Number(process.env.SOAK_SITE_PORT ?? 0), host: '127.0.0.1' });
  console.log(`Soak: backend ${backend.url}, site ${site.url}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const result = await runSoak({ siteUrl: site.url, backendUrl: backend.url, dbUrl: backend.dbUrl, ...options });
  console.log(`\n${formatSoak(result)}`);
  ok = result.lost === 0 && result.duplicated === 0 && result.pending === 0 && result.rejected === 0 && result.delivered === result.outboxRecords && result.outboxRecords === result.sent && result.failures.length === 0;
  console.log(ok ? '\nSoak passed: nothing lost, nothing duplicated, every outbox record delivered.' : '\nSoak FAILED (see above).');
} catch (error) {
  console.error(`Soak could not run: ${error.stack ?? error}`);
} finally {
  await stopAll();
}
process.exit(ok ? 0 : 1);
