/** Opens every prerendered page with the network off, served by the installed service worker, and times each. */
import { chromium as playwrightChromium } from 'playwright';
import { CHROMIUM_ARGS as CHROMIUM_FLAGS } from '../machine/chromium.mjs';
import { median } from './report.mjs';

/** Navigation-timing figures of the page now shown, once its load event has finished. */
async function timings(page) {
  await page.waitForFunction(() => (performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0) > 0);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const first = fcp ? fcp.startTime : null;
    // Opened: the load event has ended and something is painted (a paint may follow a quick load).
    return { fcp: first, domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, open: Math.max(nav.loadEventEnd, first ?? 0) };
  });
}

/**
 * Installs the service worker from `/`, goes offline, then opens each of `paths` as a full page load,
 * `rounds` times over (all pages in turn, then again), so that a burst of the machine's own load lands
 * on one opening of a page rather than on all of them. A page "opens" when its load event has ended
 * (HTML, styles, fonts and first-screen images in place) and its first contentful paint happened,
 * whichever is later; each page's figures are the medians of its openings, as every target of the
 * bench is a median of 3.
 */
export async function offlineSweep(baseUrl, paths, { chromium, rounds = 3 }) {
  const browser = await playwrightChromium.launch({ executablePath: chromium, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
    // The worker controls the page once it activated, which it does only after precaching everything.
    await context.setOffline(true);
    const openings = new Map(paths.map((path) => [path, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const path of paths) {
        const response = await page.goto(`${baseUrl}${path}`);
        const figures = await timings(page);
        openings.get(path).push({ status: response?.status() ?? null, fromServiceWorker: response?.fromServiceWorker() ?? false, ...figures });
      }
    }
    return paths.map((path) => {
      const runs = openings.get(path);
      const of = (key) => (runs.some((r) => r[key] == null) ? null : median(runs.map((r) => r[key])));
      return {
        path,
        // One opening that was not a 200 from the worker is a failure, whatever the others did.
        status: runs.find((r) => r.status !== 200)?.status ?? 200,
        fromServiceWorker: runs.every((r) => r.fromServiceWorker),
        fcp: of('fcp'),
        domContentLoaded: of('domContentLoaded'),
        load: of('load'),
        open: of('open'),
        opens: runs.map((r) => Math.round(r.open)),
      };
    });
  } finally {
    await browser.close();
  }
}
