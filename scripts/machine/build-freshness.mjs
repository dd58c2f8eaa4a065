/** Whether the build under a root is missing or older than the sources it was made from: `npm start` and the bench rebuild then. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a build is made from, relative to the source root. */
const SOURCES = ['src', 'sw', 'public', 'scripts', 'vite.config.ts', 'package.json', '.env', '.env.local'];

// What a finished build holds: the stamp scripts/build.mjs writes last (its time is the build's), the
// pages, and the headers the static host and `npm start` serve them with.
const STAMP = 'dist-server/build-stamp.json';
const FINISHED = [STAMP, 'dist/index.html', 'dist/_headers'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when `buildRoot` has no finished build, or a source under `sourceRoot` changed after it. */
export function needsBuild(sourceRoot, buildRoot) {
  if (FINISHED.some((file) => !existsSync(join(buildRoot, file)))) return true;
  const built = statSync(join(buildRoot, STAMP)).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(sourceRoot, source)) > built);
}
