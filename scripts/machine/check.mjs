#!/usr/bin/env node
/**
 * First step of `npm test`: whether this machine has what the suites need, found the way the suites
 * find it. Prints one line per missing piece, naming what to install, and fails; silent otherwise
 * (`--verbose` says what was found).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { findChromium, CHROMIUM_MISSING } from './chromium.mjs';
import { findJava, JAVA_MISSING } from './java.mjs';
import { findPostgres, POSTGRES_MISSING } from './postgres.mjs';
import { findDeno } from './deno.mjs';

const PACKAGES_MISSING = "The project's packages are not installed: run `npm install` first.";
const NODE_MISSING = `Node ${process.versions.node} is too old: install Node 20.19 or newer (with npm).`;
const DENO_MISSING = 'No working deno binary for the edge functions: run `npm install` (the `deno` package ships it), or set DENO_BIN.';

/** Before `npm install` every lookup below would fail for the same reason: one line says it. */
function packagesInstalled() {
  try {
    createRequire(import.meta.url).resolve('@playwright/test');
    return true;
  } catch {
    return false;
  }
}

function nodeIsRecent() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 19);
}

if (!packagesInstalled()) {
  if (!nodeIsRecent()) console.error(NODE_MISSING);
  console.error(PACKAGES_MISSING);
  process.exit(1);
}

function denoRuns() {
  try {
    const deno = findDeno();
    const run = spawnSync(deno, ['--version'], { encoding: 'utf8', timeout: 30_000 });
    return run.status === 0 ? { path: deno, version: run.stdout.split('\n')[0] } : undefined;
  } catch {
    return undefined;
  }
}

const found = {
  node: nodeIsRecent() ? process.version : undefined,
  deno: denoRuns(),
  chromium: findChromium(),
  postgres: findPostgres(),
  java: findJava(),
};
const missing = { node: NODE_MISSING, deno: DENO_MISSING, chromium: CHROMIUM_MISSING, postgres: POSTGRES_MISSING, java: JAVA_MISSING };

if (process.argv.includes('--verbose')) console.log(JSON.stringify(found, null, 2));
const lines = Object.keys(missing).filter((part) => !found[part]).map((part) => missing[part]);
if (lines.length > 0) {
  for (const line of lines) console.error(line);
  process.exit(1);
}
