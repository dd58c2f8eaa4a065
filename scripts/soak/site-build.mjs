/** Builds the site against a local backend (VITE_SUPABASE_* are read at build time), for the backend e2e suite and the soak. */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STAMP = 'backend-build.json';

// Settings a build reads besides its sources (VITE_SUPABASE_* come from the backend and are stamped apart).
const BUILD_SETTINGS = ['VITE_SITE_URL', 'CSP_REPORT_URI'];

/**
 * A digest of what a build reads: every file git lists (tracked, and new files not ignored) outside
 * tests/ and Vite's .env files, with their contents, and the build settings. Undefined outside a git checkout, so a build
 * is then never taken for current.
 */
export function sourceFingerprint() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    }).split('\0');
  } catch {
    return undefined;
  }
  const hash = createHash('sha256');
  // Vite's .env files are ignored by git but read by the build.
  const envFiles = ['.env', '.env.local', '.env.production', '.env.production.local'];
  for (const file of [...new Set([...files, ...envFiles])].filter((name) => name !== '' && !name.startsWith('tests/')).sort()) {
    const path = join(REPO_ROOT, file);
    hash.update(`${file}\0`).update(existsSync(path) ? readFileSync(path) : 'absent').update('\0');
  }
  hash.update(JSON.stringify(BUILD_SETTINGS.map((name) => process.env[name] ?? null)));
  return hash.digest('hex');
}

/**
 * Runs scripts/build.mjs into `root` with the backend's address and anon key (`backend` needs
 * url, anonKey and jwtSecret; it need not be running). `quiet` keeps the build's output for the
 * error instead of printing it, and resolves with it.
 */
export function buildSiteAgainst(backend, root, { quiet = false } = {}) {
  const sources = sourceFingerprint();
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: REPO_ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, SITE_BUILD_ROOT: root, VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code !== 0) return fail(new Error(`The site build failed (${signal ?? `exit ${code}`})${quiet ? `:\n${output}` : ''}`));
      writeFileSync(join(root, STAMP), JSON.stringify({ url: backend.url, jwtSecret: backend.jwtSecret, sources }));
      done(output);
    });
  });
}

/**
 * Whether the build in `root` was made against this backend's address and JWT secret (its anon key
 * then still verifies; the key itself differs by its issue time) from the sources as they are now.
 */
export function builtAgainst(backend, root) {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp) || !existsSync(join(root, 'dist-server/entry-server.js'))) return false;
  const { url, jwtSecret, sources } = JSON.parse(readFileSync(stamp, 'utf8'));
  return url === backend.url && jwtSecret === backend.jwtSecret && sources !== undefined && sources === sourceFingerprint();
}
