#!/usr/bin/env node
/** `npm start`: builds when the sources are newer than the last build, then serves it as the static host would. */
import { spawnSync } from 'node:child_process';
import { needsBuild } from './machine/build-freshness.mjs';
import { startServer } from './serve.mjs';

// Where dist/ and dist-server/ live (scripts/build.mjs reads the same variable).
const out = process.env.SITE_BUILD_ROOT ?? process.cwd();

if (needsBuild(process.cwd(), out)) {
  console.log('Building the site (sources changed since the last build)...');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { url } = await startServer({ root: out, port: Number(process.env.PORT ?? 4173) });
console.log(`Ascend Strategy Consulting is running at ${url}  (Ctrl-C to stop)`);
