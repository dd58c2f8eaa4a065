import { defineConfig } from '@playwright/test';
import { FAILURE_TRACE, chromiumLaunch } from './playwright.config';
import { SITE_PORT } from './tests/e2e-backend/support/backend-env';

// The proofs that need the real local backend. Their global setup starts the backend, builds the site
// against it and serves it; the scenarios share one database, so they run one at a time.
export default defineConfig({
  testDir: 'tests/e2e-backend',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e-backend/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Not under test-results/: the main suite, run beside this one by `npm test`, empties that folder as it starts.
  outputDir: process.env.E2E_BACKEND_OUTPUT ?? 'test-results-backend',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/backend' }]],
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    trace: FAILURE_TRACE,
    screenshot: 'only-on-failure',
  },
});
