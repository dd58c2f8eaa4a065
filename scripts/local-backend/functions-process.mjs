/** Starts the Deno process that serves the edge functions (functions-server.ts) and stops it. */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { findDeno } from '../machine/deno.mjs';

const SERVER = fileURLToPath(new URL('./functions-server.ts', import.meta.url));
// The edge functions' import map (it maps @schema/ to the top-level schema folder).
const DENO_CONFIG = fileURLToPath(new URL('../../supabase/functions/deno.json', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs functions-server.ts with `env` added to the environment. Resolves once it listens, with
 * its port and `stop()`. Deno's cache lives in node_modules/.cache/deno unless DENO_DIR is set;
 * `printLogs` copies the functions' output to this process' stderr.
 */
export async function startFunctionsProcess({ env, printLogs = false }) {
  const denoDir = process.env.DENO_DIR ?? join(REPO_ROOT, 'node_modules', '.cache', 'deno');
  mkdirSync(denoDir, { recursive: true });
  const child = spawn(
    findDeno(),
    ['run', '--no-lock', '--no-prompt', '--config', DENO_CONFIG, '--allow-net', '--allow-env', '--allow-read', SERVER],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DENO_DIR: denoDir, NO_COLOR: '1', FUNCTIONS_PORT: '0', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  const keepLog = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stderr.on('data', keepLog);
  if (printLogs) child.stderr.pipe(process.stderr);
  child.stdout.on('data', (chunk) => {
    keepLog(chunk);
    const text = String(chunk).replace(/\{"functionsListening":\d+\}\n?/, '');
    if (printLogs && text !== '') process.stderr.write(text);
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const port = await new Promise((resolve, reject) => {
    let pending = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Deno did not start within 120 s:\n${log}`));
    }, 120_000);
    child.stdout.on('data', (chunk) => {
      pending += chunk;
      const match = pending.match(/\{"functionsListening":(\d+)\}/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Deno exited with ${code} before listening:\n${log}`));
    });
  });

  return {
    port,
    pid: child.pid,
    /** Resolves when the process has exited, for whatever reason. */
    exited,
    log: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      child.stdin.destroy();
    },
  };
}
