/**
 * `npm run backend [-- --sink]`: starts the local backend, prints what the site needs, stops
 * everything on Ctrl-C. `--sink` also starts a loopback webhook and email receiver for the leads.
 */
import { parseArgs } from 'node:util';
import { startLocalBackend } from './backend.mjs';
import { startLeadSink } from './lead-sink.mjs';
import { LEAD_SETTINGS, leadChannelsSaid } from './lead-settings.mjs';

const { values: flags } = parseArgs({ options: { sink: { type: 'boolean', default: false } } });
const port = Number(process.env.LOCAL_BACKEND_PORT ?? 54321);
const env = Object.fromEntries(
  [
    'GEMINI_API_KEY', 'GEMINI_MODEL', 'GEMINI_API_BASE_URL', 'RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_BURST',
    'CHAT_RATE_LIMIT_PER_MINUTE', 'CHAT_RATE_LIMIT_BURST', 'RATE_LIMIT_SALT', 'CLIENT_ADDRESS_HEADER', 'DB_POOL_SIZE',
    ...LEAD_SETTINGS,
  ]
    .filter((name) => process.env[name])
    .map((name) => [name, process.env[name]]),
);

console.log(`Starting the local backend (PostgreSQL, Deno edge functions, API gateway${flags.sink ? ', lead sink' : ''})...`);
let backend;
let sink;
try {
  if (flags.sink) {
    sink = await startLeadSink({ print: true, log: (line) => console.log(`[sink] ${line}`) });
    Object.assign(env, sink.settings);
  }
  backend = await startLocalBackend({ port, env, jwtSecret: process.env.LOCAL_BACKEND_JWT_SECRET || undefined, verbose: true });
} catch (error) {
  await sink?.stop();
  const hint = error.code === 'EADDRINUSE' ? ` Port ${port} is taken: set LOCAL_BACKEND_PORT (0 = any free port).` : '';
  console.error(`Could not start the local backend: ${error.message}.${hint}`);
  process.exit(1);
}

console.log(`
Local backend ready at ${backend.url}
  REST:      ${backend.url}/rest/v1/service_pages
  Functions: ${backend.url}/functions/v1/{contact-form,newsletter-signup,ai-chatbot,lead-dispatcher}
  Database:  ${backend.dbUrl}
  Leads:     ${leadChannelsSaid(env)}; the dispatcher is POSTed every 60 s${sink ? `
  Lead sink: ${sink.url} (webhook ${sink.settings.LEAD_WEBHOOK_URL}, Resend-compatible ${sink.url}/emails); each lead is printed as [sink]` : ''}
  Processes: postgres ${backend.pids.postmaster}, deno ${backend.pids.functions} (both restarted by a supervisor when they die)
  Health:    ${backend.url}/health (each part)
  Gemini:    ${env.GEMINI_API_KEY ? 'on' : 'off (no GEMINI_API_KEY: the chat answers with the site fallback)'}

anon key:         ${backend.anonKey}
service_role key: ${backend.serviceRoleKey}

Put these two lines in .env.local for the site:
VITE_SUPABASE_URL=${backend.url}
VITE_SUPABASE_ANON_KEY=${backend.anonKey}

For \`npm run leads\` in another terminal:
export SUPABASE_DB_URL=${backend.dbUrl}
export LEAD_DISPATCH_URL=${backend.url}/functions/v1/lead-dispatcher
export LEAD_DISPATCH_SECRET=${backend.dispatchSecret}${sink ? Object.entries(sink.settings).map(([name, value]) => `\nexport ${name}='${value}'`).join('') : ''}

Press Ctrl-C to stop; everything is thrown away. Requests are logged below.`);

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping the local backend...`);
  await backend.stop();
  await sink?.stop();
  console.log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGHUP', () => shutdown('SIGHUP'));

// `npm run backend` killed on its own (not through the terminal) does not pass the signal on:
// stop when this process is orphaned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) shutdown('parent exited');
}, 1000).unref();
