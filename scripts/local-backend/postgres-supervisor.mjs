/**
 * Keeps one postmaster running: restarts it whenever it dies (a crash, a SIGKILL), and stops it
 * when asked or when its parent goes away, so a killed test run leaves no server behind.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

// argv: <temp dir> <postgres binary> <uid or -1> <gid or -1> <postgres args...>
const [tempDir, binary, uidArg, gidArg, ...postgresArgs] = process.argv.slice(2);
const uid = Number(uidArg);
const gid = Number(gidArg);

// After a SIGKILL the old server processes still hold the shared memory for a moment, and a new
// postmaster refuses to start until they are gone: such quick failures are retried, a while.
const QUICK_EXIT_MS = 2_000;
const MAX_QUICK_EXITS = 150;

let postmaster;
let stopping = false;
let orphaned = false;
let quickExits = 0;

function start() {
  const startedAt = Date.now();
  postmaster = spawn(binary, postgresArgs, {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(uid >= 0 ? { uid, gid } : {}),
  });
  postmaster.on('exit', (code, signal) => {
    if (stopping) {
      // With the parent gone nobody else will delete the throw-away cluster.
      if (orphaned) rmSync(tempDir, { recursive: true, force: true });
      process.exit(code ?? (signal ? 1 : 0));
    }
    quickExits = Date.now() - startedAt < QUICK_EXIT_MS ? quickExits + 1 : 0;
    if (quickExits > MAX_QUICK_EXITS) {
      console.error(`postgres-supervisor: the postmaster keeps exiting (${code ?? signal}); giving up`);
      process.exit(1);
    }
    console.error(`postgres-supervisor: the postmaster exited (${code ?? signal}); restarting it`);
    setTimeout(start, quickExits === 0 ? 0 : 200);
  });
}

function stop() {
  if (stopping) return;
  stopping = true;
  // SIGINT is Postgres' "fast shutdown": roll back sessions, checkpoint, exit.
  if (postmaster.exitCode !== null || postmaster.signalCode !== null) process.exit(0);
  postmaster.kill('SIGINT');
  setTimeout(() => postmaster.kill('SIGQUIT'), 10_000).unref();
}

start();
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// stdin is a pipe from the parent: EOF means the parent exited, however it died.
const parentGone = () => {
  orphaned = true;
  stop();
};
process.stdin.on('end', parentGone);
process.stdin.on('error', parentGone);
process.stdin.resume();
