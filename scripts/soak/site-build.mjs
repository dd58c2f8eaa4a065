/** Builds the site against a running local backend (VITE_SUPABASE_* are read at build time), for the backend e2e suite and the soak. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs scripts/build.mjs into `root` with the backend's address and anon key. */
export function buildSiteAgainst(backend, root) {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, SITE_BUILD_ROOT: root, VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey },
    });
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      if (code !== 0) return fail(new Error(`The site build failed (${signal ?? `exit ${code}`})`));
      writeFileSync(join(root, 'backend-build.json'), JSON.stringify({ url: backend.url, jwtSecret: backend.jwtSecret }));
      done();
    });
  });
}

/**
 * Whether the last build in `root` used this backend's address and JWT secret (its anon key then
 * still verifies; the key itself differs by its issue time). Only for local iteration: it does not
 * know whether the sources changed since.
 */
export function builtAgainst(backend, root) {
  const stamp = join(root, 'backend-build.json');
  if (!existsSync(stamp) || !existsSync(join(root, 'dist-server/entry-server.js'))) return false;
  const { url, jwtSecret } = JSON.parse(readFileSync(stamp, 'utf8'));
  return url === backend.url && jwtSecret === backend.jwtSecret;
}
