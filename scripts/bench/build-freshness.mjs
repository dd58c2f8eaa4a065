/** Whether the build under a root is older than the sources it was made from. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'sw', 'public', 'scripts', 'vite.config.ts', 'package.json', '.env', '.env.local'];

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
  const stamp = join(buildRoot, 'dist-server/build-stamp.json');
  if (!existsSync(stamp) || !existsSync(join(buildRoot, 'dist/index.html'))) return true;
  const built = statSync(stamp).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(sourceRoot, s)) > built);
}
