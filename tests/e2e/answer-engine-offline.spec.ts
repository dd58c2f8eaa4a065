/**
 * After a first visit, llms.txt and the Markdown twins open with no network, from the service worker's
 * precache. The feeds are for feed readers, online, and are not precached (scripts/site-files.mjs).
 */
import { expect, test } from '@playwright/test';

// Tests here need the service worker (offline reading, updates); the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const twins = [
  { path: '/insights/zero-click-searches-the-new-reality-of-information-discovery.md', heading: '# Zero-Click Searches: The New Reality of Information Discovery' },
  { path: '/services/answer-engine-optimization.md', heading: '# Answer Engine Optimization' },
  { path: '/authority-hub/technical-framework-excellence.md', heading: '# Technical Framework Excellence' },
  { path: '/about.md', heading: '# We Build the Authority That AI Engines Cite' },
  { path: '/case-studies.md', heading: '# Case Studies' },
];

test('llms.txt and the Markdown twins open offline after a first visit', async ({ page, context }) => {
  await page.goto('/');
  // `ready` resolves on activation; offline reads need the worker to control this page.
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
  await context.setOffline(true);

  const llms = await page.goto('/llms.txt');
  expect(llms?.status()).toBe(200);
  expect(llms?.headers()['content-type']).toMatch(/^text\/plain/);
  await expect(page.locator('body')).toContainText('# Ascend Strategy Consulting');
  await expect(page.locator('body')).toContainText('## Services');

  for (const twin of twins) {
    const response = await page.goto(twin.path);
    expect(response?.status(), twin.path).toBe(200);
    expect(response?.headers()['content-type'], twin.path).toMatch(/^text\/markdown/);
    expect((await page.locator('body').innerText()).startsWith(twin.heading), twin.path).toBe(true);
  }
});
