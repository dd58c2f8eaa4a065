/** The installed service worker: every linked page and the lazily loaded chunks work offline, installability, and the update prompt. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe';
import { chromiumLaunch } from '../../playwright.config';

// Tests here need the service worker (offline reading, updates); the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorkerControl(page: Page) {
  await page.goto('/');
  // `ready` resolves on activation; offline tests need the worker to actually control this page.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, {
    timeout: 30_000,
  });
}

/** Internal links of the sitemap page, its header and its footer, without hash or query. */
async function linkedPaths(page: Page): Promise<string[]> {
  await page.goto('/sitemap');
  const hrefs = await page.locator('header a[href], main a[href], footer a[href]').evaluateAll((links) =>
    links.map((link) => link.getAttribute('href') ?? ''),
  );
  const paths = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')).map((href) => href.replace(/[?#].*$/, '') || '/');
  return [...new Set(paths)].sort();
}

function h1Of(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ').trim();
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Images the precache leaves out (social cards, large JPEGs) fail offline; anything else is a bug.
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test('every page the site links to opens offline with its heading', async ({ page, context }) => {
  test.setTimeout(180_000);
  const paths = await linkedPaths(page);
  expect(paths.length).toBeGreaterThan(40);
  expect(paths).toContain('/authority-hub/csr--trust-engineering');
  const expected = new Map<string, string>();
  for (const path of paths) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expected.set(path, h1Of(await response.text()));
  }

  await waitForServiceWorkerControl(page);
  const errors = collectPageErrors(page);
  await context.setOffline(true);
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(expected.get(path)!);
  }
  expect(errors).toEqual([]);
});

test("offline, every page the sitemap links opens by following its link: documents and islands' chunks come from the precache", async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.goto('/sitemap');
  const targets = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))].filter((href) => href !== '/sitemap'));
  expect(targets.length).toBeGreaterThan(40);
  const expected = new Map<string, string>();
  for (const href of targets) expected.set(href, h1Of(await (await page.request.get(href)).text()));

  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  const errors = collectPageErrors(page);
  await page.goto('/sitemap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');

  for (const href of targets) {
    await page.locator(`main a[href="${href}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 }), href).toHaveText(expected.get(href)!);
    // Its islands hydrate offline too: their chunks are precached.
    await page.locator('html[data-hydrated]').waitFor();
    await page.locator('footer a[href="/sitemap"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sitemap');
    await page.locator('html[data-hydrated]').waitFor();
  }
  expect(errors).toEqual([]);
});

test('a page never saved on the device shows the offline page; a visited placeholder stays readable', async ({ page, context }) => {
  await waitForServiceWorkerControl(page);
  await page.goto('/research/visited-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Report');

  await context.setOffline(true);
  const errors = collectPageErrors(page);
  for (const path of ['/case-studies/never-visited', '/authority-hub/some-future-guide', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
    expect(new URL(page.url()).pathname).toBe('/offline');
    expect(new URL(page.url()).searchParams.get('from')).toBe(path);
  }
  expect(errors).toEqual([]);
  await page.goto('/research/visited-report');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research Report');
});

test('Chrome reports no installability error', async ({ baseURL }, testInfo) => {
  // Playwright's default contexts are incognito, which Chrome never offers to install from.
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...chromiumLaunch, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the manifest offers Chromium's richer install sheet a narrow and a wide screenshot, and a 192 px maskable icon, each the size it states", async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: Array<{ src: string; sizes: string; purpose: string }>;
    screenshots: Array<{ src: string; sizes: string; type: string; form_factor: string; label: string }>;
  };
  const sizeOf = async (src: string) => {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    const { width, height } = await sharp(await response.body()).metadata();
    return `${width}x${height}`;
  };
  expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons) expect(await sizeOf(icon.src), icon.src).toBe(icon.sizes);
  expect(manifest.screenshots.map((shot) => [shot.form_factor, shot.sizes])).toEqual([
    ['narrow', '390x844'],
    ['wide', '1280x800'],
  ]);
  for (const shot of manifest.screenshots) {
    expect(shot.label, shot.src).toBeTruthy();
    expect((await request.get(shot.src)).headers()['content-type'], shot.src).toBe(shot.type);
    expect(await sizeOf(shot.src), shot.src).toBe(shot.sizes);
  }
  // Only the install sheet shows them: installing the app does not download them.
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).not.toContain('screenshots/');
});

/**
 * A proxy in front of the site whose sw.js changes by a comment after redeploy(): to the browser
 * that is a new deployment. (Playwright's routing does not see the browser's service-worker update
 * check, and the build under test must not be touched.)
 */
async function startRedeployableSite(target: string) {
  let deployment = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', target), { redirect: 'manual', headers: { accept: request.headers.accept ?? '*/*' } });
      let body = Buffer.from(await upstream.arrayBuffer());
      if (request.url === '/sw.js' && deployment > 0) body = Buffer.concat([body, Buffer.from(`\n// deployment ${deployment}\n`)]);
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)));
      response.writeHead(upstream.status, headers).end(body);
    })().catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    redeploy: () => (deployment += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hasWaitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('a new version waits for the visitor: the update prompt appears, and Reload switches to it', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const site = await startRedeployableSite(baseURL!);
  try {
    await page.goto(`${site.url}/about`);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const prompt = page.getByRole('region', { name: 'Site update' });
    await expect(prompt).toHaveCount(0);

    site.redeploy();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(prompt.getByRole('status')).toHaveText('A new version of this site is available.');
    expect(await axeViolations(page, '[aria-label="Site update"]')).toEqual([]);
    // Never switched behind the visitor's back: the new worker waits while the old one controls the page.
    await page.waitForTimeout(1_000);
    expect(await hasWaitingWorker(page)).toBe(true);

    await prompt.getByRole('button', { name: 'Dismiss' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await hasWaitingWorker(page)).toBe(true);
    // The waiting worker is announced again on the next page load.
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 30_000 });

    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect.poll(() => hasWaitingWorker(page)).toBe(false);
    await expect(prompt).toHaveCount(0);
  } finally {
    await site.close();
  }
});
