#!/usr/bin/env node
/** `npm start`: builds when the sources are newer than the last build, then serves it as the static host would. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { startServer } from './serve.mjs';

// Where dist/ and dist-server/ live (scripts/build.mjs reads the same variable).
const out = process.env.SITE_BUILD_ROOT ?? process.cwd();
const STAMP = join(out, 'dist-server/build-stamp.json');
const SOURCES = ['src', 'sw', 'public', 'scripts', 'vite.config.ts', 'package.json', '.env', '.env.local'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(STAMP) || !existsSync(join(out, 'dist/index.html')) || !existsSync(join(out, 'dist/_headers'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built);
}

if (needsBuild()) {
  console.log('Building the site (sources changed since the last build)...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { url } = await startServer({ root: out, port: Number(process.env.PORT ?? 4173) });
console.log(`Ascend Strategy Consulting is running at ${url}  (Ctrl-C to stop)`);
