import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/machine/chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4317);

/** Playwright's own Chromium when installed, else Debian's (scripts/machine/chromium.mjs). */
export const chromiumLaunch = chromiumLaunchOptions();

/** What a browser suite records of a test, kept only when it fails: always in the backend suite, with E2E_TRACE=1 in this one. */
export const FAILURE_TRACE = { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // Two on every machine (Playwright's default is half the cores: one on our 2-core machines); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    // Most tests read pages and use forms; installing the worker and its 3 MB precache in every fresh
    // context only costs CPU. The specs that go offline or test updates allow it (test.use).
    serviceWorkers: 'block',
    // A failed test keeps its screenshot, and with E2E_TRACE=1 its trace: every action's DOM snapshot
    // (which the trace viewer draws as the page), network and console. A trace is recorded for every
    // test, passing ones included, and kept only on failure: that recording took a sixth of the suite's
    // time on our 2-core machines, so a run records none unless asked (rerun a failed spec with it).
    trace: process.env.E2E_TRACE === '1' ? FAILURE_TRACE : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // Serves the production build made by `npm run build` (npm test builds first).
    command: 'node scripts/serve.mjs',
    env: { PORT: String(PORT), SITE_BUILD_ROOT: process.env.SITE_BUILD_ROOT ?? process.cwd() },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
