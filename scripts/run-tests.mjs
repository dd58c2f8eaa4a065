#!/usr/bin/env node
/**
 * `npm test`: every check, overlapped where one leaves a core idle (scripts/machine/run-steps.mjs).
 * The machine check comes first and alone, so a missing piece stops the run at once with its one line.
 * The rest, on a 2-core machine: the single-threaded checks two at a time, the build and the HTML
 * check beside the unit suites, then both browser suites together: the backend suite mostly waits on
 * its backend's retries and clocks, so it costs the main suite little.
 */
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSteps } from './machine/run-steps.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// `npm test` puts the packages' commands on PATH; `node scripts/run-tests.mjs` gets the same.
process.env.PATH = [join(ROOT, 'node_modules', '.bin'), process.env.PATH].join(delimiter);

const DENO_CHECK = 'deno check --no-lock --config supabase/functions/deno.json supabase/functions/*/index.ts scripts/local-backend/functions-server.ts';

/** The plan: each step starts once those it waits for have passed. */
const STEPS = [
  { name: 'machine', command: 'node scripts/machine/check.mjs' },
  // Two lanes side by side. One: the site's type check, unused code, then the unit suites (two
  // processes). The other: the single-threaded service worker and Deno checks and lint, then the build
  // and the HTML check, which overlap the unit suites' waits on their local backends.
  { name: 'typecheck', command: 'tsc -p tsconfig.json --noEmit', after: ['machine'] },
  { name: 'check:unused', command: 'knip && knip --production', after: ['typecheck'] },
  { name: 'test:unit', command: 'vitest run', after: ['check:unused'] },
  { name: 'typecheck:sw+deno', command: `tsc -p sw/tsconfig.json --noEmit && ${DENO_CHECK}`, after: ['machine'] },
  { name: 'lint', command: 'eslint .', after: ['typecheck:sw+deno'] },
  { name: 'build', command: 'node scripts/build.mjs', after: ['lint'] },
  { name: 'check:html', command: 'node scripts/check-html.mjs', after: ['build'] },
  // Both browser suites at once, after everything else.
  { name: 'test:e2e', command: 'playwright test', after: ['test:unit', 'check:html'] },
  { name: 'test:e2e:backend', command: 'playwright test -c playwright.backend.config.ts', after: ['test:unit', 'check:html'] },
];

const started = Date.now();
const { ok, results } = await runSteps(STEPS, { cwd: ROOT });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\n${ok ? 'Every check passed' : 'Failed'} in ${minutes} min: ${results.map((r) => `${r.name} ${r.seconds.toFixed(0)} s${r.ok ? '' : ' ✗'}`).join(', ')}`);
process.exit(ok ? 0 : 1);
