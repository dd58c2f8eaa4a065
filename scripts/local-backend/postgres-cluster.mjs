/** A throw-away PostgreSQL cluster: initdb into a temp dir, start it on 127.0.0.1, stop it and delete it. */
import { spawn } from 'node:child_process';
import { chownSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { randomBytes } from 'node:crypto';
import { clusterOwner, findPostgresBin } from '../machine/postgres.mjs';

const SUPERVISOR = fileURLToPath(new URL('./postgres-supervisor.mjs', import.meta.url));

function run(binary, args, owner) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(owner.uid >= 0 ? { uid: owner.uid, gid: owner.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${binary} exited with ${code}:\n${output}`)),
    );
  });
}

async function waitUntilReady(url, supervisor, log) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (supervisor.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log()}`);
    const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await probe`select 1`;
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL not ready after 30 s: ${error}\n${log()}`);
    } finally {
      await probe.end({ timeout: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

// Durable by default: every acknowledged commit is on disk (fsync, synchronous_commit and
// full_page_writes keep their safe defaults). The fast mode turns them off for unit tests only.
const FAST_SETTINGS = ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];

/** The postmaster's pid from `dataDir`/postmaster.pid, or undefined while none runs. */
export function readPostmasterPid(dataDir) {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Creates and starts a cluster under `dir` listening on 127.0.0.1:`port` (socket in `dir`), run by
 * a supervisor that restarts the postmaster when it dies. `durable: false` is the fast mode.
 * Returns the superuser URL, the process ids and `stop()`.
 */
export async function startPostgresCluster({ dir, port, durable = true }) {
  const owner = clusterOwner(findPostgresBin());
  const { bin } = owner;
  const dataDir = join(dir, 'data');
  const password = randomBytes(18).toString('hex');
  const pwFile = join(dir, 'pwfile');
  mkdirSync(dataDir, { mode: 0o700 });
  writeFileSync(pwFile, password + '\n', { mode: 0o600 });
  if (owner.uid >= 0) {
    for (const path of [dir, dataDir, pwFile]) chownSync(path, owner.uid, owner.gid);
  }

  await run(
    join(bin, 'initdb'),
    [
      '-D', dataDir, '-U', 'postgres', '--pwfile', pwFile, '-E', 'UTF8', '--locale=C',
      '--auth-local=trust', '--auth-host=scram-sha-256', '--no-sync',
    ],
    owner,
  );

  let log = '';
  const supervisor = spawn(
    process.execPath,
    [
      SUPERVISOR, dir, join(bin, 'postgres'), String(owner.uid), String(owner.gid),
      '-D', dataDir,
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `port=${port}`,
      '-c', `unix_socket_directories=${dir}`,
      ...(durable ? [] : FAST_SETTINGS),
      '-c', 'shared_buffers=32MB',
      '-c', 'max_connections=60',
      '-c', 'log_min_messages=warning',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  );
  const keepLog = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  supervisor.stdout.on('data', keepLog);
  supervisor.stderr.on('data', keepLog);
  const exited = new Promise((resolve) => supervisor.once('exit', resolve));

  const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
  try {
    await waitUntilReady(url, supervisor, () => log);
  } catch (error) {
    supervisor.kill('SIGTERM');
    await exited;
    throw error;
  }

  return {
    url,
    password,
    port,
    dataDir,
    supervisorPid: supervisor.pid,
    /** The running postmaster's pid (it changes when the supervisor restarts it). */
    postmasterPid: () => readPostmasterPid(dataDir),
    log: () => log,
    /** Fast shutdown; resolves once the postmaster has exited. */
    async stop() {
      if (supervisor.exitCode === null && supervisor.signalCode === null) {
        // SIGTERM rather than closing stdin: the caller, not the supervisor, deletes the temp dir.
        supervisor.kill('SIGTERM');
        const timer = setTimeout(() => supervisor.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      supervisor.stdin.destroy();
    },
  };
}
