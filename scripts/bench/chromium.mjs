/** Finds the Chromium the bench drives (Lighthouse and the offline sweep), or explains how to get one. */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Flags our machines need (Debian's Chromium as root in a closed network: no sandbox, no GPU, no background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The executable named by CHROMIUM_PATH (default Debian's), checked by running `--version`. */
export function findChromium(env = process.env) {
  const path = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  let problem;
  try {
    accessSync(path, constants.X_OK);
    const run = spawnSync(path, ['--version', ...CHROMIUM_FLAGS], { encoding: 'utf8', timeout: 30_000 });
    if (run.status === 0) return { path, version: run.stdout.trim() };
    problem = `it did not run (${(run.stderr || run.error?.message || `exit ${run.status}`).trim().split('\n')[0]})`;
  } catch {
    problem = 'there is no executable file there';
  }
  const error = new Error(
    [
      `Chromium was not found at ${path}: ${problem}.`,
      'The bench runs Lighthouse and the offline sweep in Chromium. Install Debian\'s package:',
      '  sudo apt-get install chromium',
      'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
    ].join('\n'),
  );
  error.code = 'NO_CHROMIUM';
  throw error;
}
