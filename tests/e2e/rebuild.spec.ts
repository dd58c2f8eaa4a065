/** A rebuild under a running `npm start`: the next request gets the new files (sw.js above all), so visitors see the update prompt without a server restart. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { rawRequest } from '../../scripts/edge/raw-request.mjs';
import { buildSiteAgainst } from '../../scripts/soak/site-build.mjs';
import { suiteBackendIdentity } from '../e2e-backend/support/backend-env';
import { cspViolations, watchCsp } from './csp-guard';

// Tests here need the service worker (offline reading, updates); the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const BUILT = process.env.SITE_BUILD_ROOT ?? REPO;

/** `npm start` on a copy of the build (inside the repo, where the server bundle finds node_modules), on a free port. */
async function startCopy(root: string): Promise<{ url: string; process: ChildProcess }> {
  rmSync(root, { recursive: true, force: true });
  for (const dir of ['dist', 'dist-server']) cpSync(join(BUILT, dir), join(root, dir), { recursive: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: REPO, env: { ...process.env, SITE_BUILD_ROOT: root, PORT: '0' } });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
  });
  return { url, process: child };
}

test('a rebuild under a running npm start is served at once: new sw.js bytes and the update prompt, no restart', async ({ page }) => {
  test.setTimeout(300_000);
  // Rebuilt against the backend suite's address, which changes the scripts and so sw.js. In a folder of
  // its own (one per port, as runs on other ports may be under way): `npm test` runs the backend suite,
  // which builds and serves its own site, beside this one.
  const root = join(REPO, '.tmp', `rebuild-${process.env.E2E_PORT ?? 4317}`);
  const site = await startCopy(root);
  try {
    await watchCsp(page);
    await page.goto(`${site.url}/about`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    const prompt = page.getByRole('region', { name: 'Site update' });
    await expect(prompt).toHaveCount(0);
    const before = await rawRequest(site.url, '/sw.js', { headers: { 'accept-encoding': 'br' } });
    expect(before.headers['content-encoding']).toBe('br');

    const buildLog = await buildSiteAgainst(suiteBackendIdentity(), root, { quiet: true });
    // A warning printed on every build is one nobody reads: the build stays quiet.
    expect(buildLog.split('\n').filter((line) => /warn|deprecat/i.test(line))).toEqual([]);

    // Same server process: the new sw.js (its precache revisions changed), and its new .br beside it.
    const after = await rawRequest(site.url, '/sw.js', { headers: { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) } });
    expect(after.status).toBe(200);
    expect(after.headers['content-encoding']).toBe('br');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const afterText = brotliDecompressSync(after.body).toString();
    expect(afterText).not.toBe(brotliDecompressSync(before.body).toString());
    expect(afterText).toBe((await rawRequest(site.url, '/sw.js')).body.toString());

    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole('status')).toHaveText('A new version of this site is available.');
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(await cspViolations(page)).toEqual([]);
  } finally {
    site.process.kill();
    rmSync(root, { recursive: true, force: true });
  }
});
