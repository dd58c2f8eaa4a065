#!/usr/bin/env node
/**
 * Query time of the site search in Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate),
 * over the visitor questions of the relevance test and as-you-type prefixes. Serves the existing
 * build (npm run build first) on PORT (default 4173). Prints the index load time and query times.
 * Usage: node scripts/search/bench-search.mjs [--rate 4]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';

const rate = Number(process.argv[process.argv.indexOf('--rate') + 1]) || 4;
const port = Number(process.env.PORT ?? 4173);
const base = `http://127.0.0.1:${port}`;
const questions = [...readFileSync('tests/support/visitor-questions.ts', 'utf8').matchAll(/question: '([^']+)'/g)].map((m) => m[1]);
const typed = questions.slice(0, 10).flatMap((q) => [q.slice(0, 4), q.slice(0, Math.ceil(q.length / 2))]);

const server = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      if (i > 100) throw new Error(`no server on ${base}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  await page.goto(`${base}/`);
  await page.locator('html[data-hydrated]').waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });

  const opened = Date.now();
  await page.keyboard.press('Control+k');
  const field = page.getByRole('searchbox', { name: 'Search services, insights and guides' });
  await field.fill('authority');
  await page.getByRole('status').filter({ hasText: /results? for/ }).waitFor({ timeout: 60_000 });
  const loadMs = Date.now() - opened;

  await page.evaluate(() => performance.clearMeasures('site-search'));
  // A query of stop words only ("how do") never reaches the engine: it gets a hint instead, and no timing.
  let skipped = 0;
  for (const query of new Set([...questions, ...typed])) {
    await field.fill(query);
    const timed = await page
      .waitForFunction((q) => performance.getEntriesByName('site-search').some((e) => e.detail === q), query, { timeout: 3000 })
      .then(() => true, () => false);
    if (!timed) skipped++;
  }
  const entries = await page.evaluate(() => performance.getEntriesByName('site-search').map((e) => ({ query: e.detail, ms: e.duration })));
  const times = entries.map((e) => e.ms);
  await browser.close();
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(`CPU slowdown ${rate}x: index download and load to first results ${loadMs} ms`);
  if (skipped) console.log(`${skipped} queries had no meaningful words and were not timed`);
  const slowest = [...entries].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(`slowest: ${slowest.map((e) => `"${e.query}" ${e.ms.toFixed(1)} ms`).join(', ')}`);
  console.log(`${times.length} queries: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${times.at(-1).toFixed(1)} ms (target < 50 ms)`);
} finally {
  server.kill();
}
