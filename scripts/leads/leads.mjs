/**
 * The operations team's tool for routed leads (docs/lead-routing.md, "Operations"): status, list,
 * show, retry, release, export and erase, against SUPABASE_DB_URL as the owner.
 *
 *   SUPABASE_DB_URL=postgres://... npm run leads -- status
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { connect, dateArgument, UsageError, uuidArgument } from './database.mjs';
import { emailArgument, erase } from './erase.mjs';
import { exportCsv } from './export.mjs';
import { list } from './list.mjs';
import { release } from './release.mjs';
import { retry } from './retry.mjs';
import { show } from './show.mjs';
import { status } from './status.mjs';

const HELP = `Usage: npm run leads -- <command> [options]   (needs SUPABASE_DB_URL)

  status                          deliveries per channel and state, the oldest waiting, dead ones,
                                  held spam, each channel's settings; exit 1 when a delivery is dead
                                  or waiting more than 10 minutes after its lead arrived (a health check)
  list [--since DATE] [--spam] [--limit N]
                                  leads, newest first (100 unless --limit), with each channel's state;
                                  --spam: suspected spam only
  show ID                         a lead (by lead id, delivery id or client record id): fields,
                                  deliveries, attempts
  retry ID | --dead               that lead's dead and retrying deliveries (--dead: every dead one)
                                  back to pending, due now, retry schedule restarted
  release ID                      a lead held as suspected spam: released, its deliveries pending
  export [--since DATE] > leads.csv
                                  leads and delivery states as CSV (RFC 4180; formula cells neutralised)
  erase EMAIL                     every row of that person (any letter case), in one transaction
  --help                          this text

DATE: 2026-11-20 (midnight UTC) or 2026-11-20T09:00:00Z.
After retry and release: with LEAD_DISPATCH_URL and LEAD_DISPATCH_SECRET set the dispatcher is woken,
otherwise its minute timer sends them. status reads LEAD_WEBHOOK_URL, LEAD_WEBHOOK_SECRET,
RESEND_API_KEY, LEAD_EMAIL_TO, LEAD_EMAIL_FROM and RESEND_API_URL from this shell.
Exit status: 0 done (status: healthy), 1 unhealthy, not found or failed, 2 usage or SUPABASE_DB_URL unset.`;

const OPTIONS = {
  since: { type: 'string' },
  spam: { type: 'boolean' },
  limit: { type: 'string' },
  dead: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

// Which options each command takes, and how many positional arguments.
const COMMANDS = {
  status: { options: [], positionals: 0 },
  list: { options: ['since', 'spam', 'limit'], positionals: 0 },
  show: { options: [], positionals: 1 },
  retry: { options: ['dead'], positionals: [0, 1] },
  release: { options: [], positionals: 1 },
  export: { options: ['since'], positionals: 0 },
  erase: { options: [], positionals: 1 },
};

/** Runs the tool with `argv` (without node and the script); resolves with the exit code. */
export async function main(argv, env = process.env) {
  let sql;
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (values.help || positionals[0] === 'help') {
      console.log(HELP);
      return 0;
    }
    const [command, ...rest] = positionals;
    const spec = COMMANDS[command];
    if (!spec) throw new UsageError(command ? `unknown command "${command}" (see --help).` : 'a command is needed (see --help).');
    const stray = Object.keys(values).find((name) => !spec.options.includes(name));
    if (stray) throw new UsageError(`${command} takes no --${stray} (see --help).`);
    const allowed = [spec.positionals].flat();
    if (!allowed.includes(rest.length)) throw new UsageError(`${command} takes ${allowed.join(' or ')} argument(s), got ${rest.length} (see --help).`);
    const run = prepare(command, values, rest, env);
    sql = connect(env);
    return await run(sql);
  } catch (error) {
    const usage = error instanceof UsageError || error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE';
    console.error(`leads: ${error.message}`);
    return usage ? 2 : 1;
  } finally {
    await sql?.end({ timeout: 5 });
  }
}

// Arguments are checked before connecting, so a typo never waits for the database.
function prepare(command, values, [argument], env) {
  const since = values.since === undefined ? null : dateArgument(values.since, '--since');
  switch (command) {
    case 'status':
      return (sql) => status(sql, env);
    case 'list': {
      const limit = values.limit === undefined ? 100 : Number(values.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit needs a whole number above 0, got ${JSON.stringify(values.limit)}.`);
      return (sql) => list(sql, { since, spamOnly: Boolean(values.spam), limit });
    }
    case 'show': {
      const id = uuidArgument(argument);
      return (sql) => show(sql, id);
    }
    case 'retry': {
      if (Boolean(values.dead) === (argument !== undefined)) throw new UsageError('retry takes either a lead ID or --dead.');
      const id = values.dead ? null : uuidArgument(argument);
      return (sql) => retry(sql, { id, allDead: Boolean(values.dead) }, env);
    }
    case 'release': {
      const id = uuidArgument(argument);
      return (sql) => release(sql, id, env);
    }
    case 'export':
      return (sql) => exportCsv(sql, { since });
    default: {
      const address = emailArgument(argument);
      return (sql) => erase(sql, address);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = await main(process.argv.slice(2));
