/**
 * `npm run soak:leads`: the lead routing soak. Starts a loopback lead sink and the durable local
 * backend wired to it, sends leads of both kinds straight to the functions over HTTP (not through
 * the browser: `npm run soak` covers the pages) while the sink fails and the backend is killed,
 * and checks every lead reached both channels exactly as the contract says. Loopback only; stops
 * everything it started, on failure and on Ctrl-C too.
 *
 *   npm run soak:leads [-- --n 1000 --rate 8 --healthy --seed 42 --drain-minutes 12 --dispatch-every 60]
 *
 * --healthy: no faults, and no lead may be sent twice on a channel. --dispatch-every: seconds between
 * the dispatcher's safety-net runs (production's pg_cron: 60).
 */
import { parseArgs } from 'node:util';
import { startLocalBackend } from '../local-backend/backend.mjs';
import { startLeadSink } from '../local-backend/lead-sink.mjs';
import { formatLeadFigures } from './lead-figures.mjs';
import { runLeadSoak } from './run-lead-soak.mjs';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '8' },
    healthy: { type: 'boolean', default: false },
    seed: { type: 'string' },
    'drain-minutes': { type: 'string', default: '12' },
    'dispatch-every': { type: 'string', default: '60' },
  },
});
const number = (name, min) => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value < min) throw new Error(`--${name} must be a number >= ${min}, not ${values[name]}`);
  return value;
};
const options = {
  n: Math.round(number('n', 1)),
  rate: number('rate', 0.1),
  healthy: values.healthy,
  seed: values.seed === undefined ? Date.now() % 1_000_000 : Math.round(number('seed', 0)),
  drainMs: number('drain-minutes', 0) * 60_000,
};
const dispatchEveryMs = number('dispatch-every', 1) * 1000;

let sink;
let backend;
let stopping;
const stopAll = () => {
  stopping ??= (async () => {
    await backend?.stop().catch(() => undefined);
    await sink?.stop().catch(() => undefined);
  })();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the lead soak's backend and sink...`);
    void stopAll().then(() => process.exit(130));
  });
}

let ok = false;
try {
  sink = await startLeadSink();
  // All leads come from one address: the per-address limits are lifted so that none is held or refused.
  const env = { ...sink.settings, GEMINI_API_KEY: '', LEAD_NOTIFICATION_BUDGET: '1000000', RATE_LIMIT_PER_MINUTE: '1000000', RATE_LIMIT_BURST: '1000000' };
  backend = await startLocalBackend({ port: Number(process.env.SOAK_BACKEND_PORT ?? 0), env, dispatchEveryMs });
  console.log(`Lead soak: backend ${backend.url}, sink ${sink.url}; the dispatcher is woken by each stored lead and POSTed every ${dispatchEveryMs / 1000} s`);
  const result = await runLeadSoak({ backend, sink, ...options });
  console.log(`\n${formatLeadFigures(result.figures)}\ntook ${result.seconds.toFixed(0)} s`);
  if (result.failures.length > 0) console.log(`failures (${result.failures.length}):\n${result.failures.slice(0, 20).map((line) => `  ${line}`).join('\n')}`);
  ok = result.failures.length === 0;
  console.log(ok ? '\nLead soak passed: every lead delivered once on each channel, signed, under the same id on every try.' : '\nLead soak FAILED (see above).');
} catch (error) {
  console.error(`Lead soak could not run: ${error.stack ?? error}`);
} finally {
  await stopAll();
}
process.exit(ok ? 0 : 1);
