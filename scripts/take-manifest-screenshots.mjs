#!/usr/bin/env node
/**
 * Takes the web manifest's screenshots (scripts/web-manifest.ts) from the built home page: public/screenshots,
 * a phone's first screen (390x844) and a laptop's (1280x800), as WebP. Run after `npm run build` when the
 * home page's first screen changes, and commit them.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { chromiumLaunchOptions } from './machine/chromium.mjs';
import { startServer } from './serve.mjs';

const SHOTS = [
  { file: 'home-narrow.webp', width: 390, height: 844 },
  { file: 'home-wide.webp', width: 1280, height: 800 },
];

const out = join(process.cwd(), 'public', 'screenshots');
const server = await startServer({ root: process.env.SITE_BUILD_ROOT ?? process.cwd(), port: 0 });
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  await mkdir(out, { recursive: true });
  for (const { file, width, height } of SHOTS) {
    const page = await browser.newPage({ viewport: { width, height }, serviceWorkers: 'block' });
    await page.goto(`${server.url}/`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.evaluate(() => globalThis.document.fonts.ready);
    const png = await page.screenshot({ animations: 'disabled' });
    await sharp(png).webp({ quality: 78, effort: 6 }).toFile(join(out, file));
    await page.close();
    console.log(`public/screenshots/${file} (${width}x${height})`);
  }
} finally {
  await browser.close();
  await server.close();
}
