/** Runs one postmaster and stops it when its parent goes away, so a killed test run leaves no server behind. */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

// argv: <temp dir> <postgres binary> <uid or -1> <gid or -1> <postgres args...>
const [tempDir, binary, uidArg, gidArg, ...postgresArgs] = process.argv.slice(2);
const uid = Number(uidArg);
const gid = Number(gidArg);

const postmaster = spawn(binary, postgresArgs, {
  stdio: ['ignore', 'inherit', 'inherit'],
  ...(uid >= 0 ? { uid, gid } : {}),
});

let stopping = false;
let orphaned = false;
function stop() {
  if (stopping) return;
  stopping = true;
  // SIGINT is Postgres' "fast shutdown": roll back sessions, checkpoint, exit.
  postmaster.kill('SIGINT');
  setTimeout(() => postmaster.kill('SIGQUIT'), 10_000).unref();
}

postmaster.on('exit', (code, signal) => {
  // With the parent gone nobody else will delete the throw-away cluster.
  if (orphaned) rmSync(tempDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
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
