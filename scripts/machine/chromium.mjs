/**
 * Which Chromium the browser tests, the bench and the scripts drive: $CHROMIUM_PATH, else Playwright's own
 * (what `npx playwright install chromium` downloads), else Debian's headless shell or Debian's browser.
 * Playwright's comes first because it matches the installed Playwright exactly; Debian's serve machines
 * that cannot reach Playwright's download host. Of Debian's two, the headless shell (the same Chromium
 * build without the browser's UI layer, what Playwright itself runs headless) runs the suites in a quarter
 * to a third less time than the full browser; the bench looks at the browser first (see findChromium).
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** Debian's packages, headless shell first; SYSTEM_CHROMIUM_PATH names the only one to look for (to simulate a machine without them). */
const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** Flags every run needs here: no sandbox as root, no GPU, no background traffic that tests would see. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_MISSING =
  'No Chromium for the browser tests: run `npx playwright install chromium` (or `apt-get install chromium-headless-shell`, or set CHROMIUM_PATH).';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Where Playwright keeps its own Chromium (honours PLAYWRIGHT_BROWSERS_PATH), whether or not it is there; undefined before `npm install`. */
export function playwrightChromiumPath() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * { path, source } of the first Chromium found, or undefined. `prefer: 'browser'` looks at Debian's
 * full browser before its headless shell: Lighthouse measures in the browser's own headless mode
 * (`--headless=new`), which the shell does not have. Either way the same Chromiums are found, so
 * whatever runs the tests runs the bench.
 */
export function findChromium(env = process.env, { prefer = 'shell' } = {}) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' } : undefined;
  const own = playwrightChromiumPath();
  if (own && executable(own)) return { path: own, source: 'playwright' };
  const system = env.SYSTEM_CHROMIUM_PATH ? [env.SYSTEM_CHROMIUM_PATH] : SYSTEM_CHROMIUMS;
  const found = (prefer === 'browser' ? [...system].reverse() : system).find(executable);
  return found ? { path: found, source: 'system' } : undefined;
}

/**
 * The Chromium found (findChromium's options) with its version, proved by running `--version`; else an
 * Error (code NO_CHROMIUM) saying where it looked and what to install, for `purpose` (who needs it).
 */
export function runnableChromium(purpose, env = process.env, options = {}) {
  const found = findChromium(env, options);
  let problem = env.CHROMIUM_PATH ? `CHROMIUM_PATH names ${env.CHROMIUM_PATH}, which is not an executable file` : 'none is installed';
  if (found) {
    const run = spawnSync(found.path, ['--version', ...CHROMIUM_ARGS], { encoding: 'utf8', timeout: 30_000 });
    if (run.status === 0) return { ...found, version: run.stdout.trim() };
    problem = `${found.path} did not run (${(run.stderr || run.error?.message || `exit ${run.status}`).trim().split('\n')[0]})`;
  }
  const error = new Error(
    [
      `No Chromium: ${problem}.`,
      `${purpose} Get one with \`npx playwright install chromium\`, or \`apt-get install chromium\`, or set CHROMIUM_PATH.`,
    ].join('\n'),
  );
  error.code = 'NO_CHROMIUM';
  throw error;
}

/**
 * Playwright launch options with the Chromium found. With none, Playwright's default stays (its
 * launch error names `npx playwright install`); `npm test` stops before that, in scripts/machine/check.mjs.
 */
export function chromiumLaunchOptions(env = process.env) {
  return { executablePath: findChromium(env)?.path, args: CHROMIUM_ARGS };
}
