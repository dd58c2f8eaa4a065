/* global window, document, addEventListener, HTMLInputElement, MutationObserver, requestAnimationFrame, self -- functions below run in the page and its workers through Playwright. */
/**
 * Search's first open on a phone's CPU (Chromium's CPU slowed 4x): from the tap to the first results
 * painted, with the engine and its index not yet loaded. Each opening is a fresh browser context,
 * online (no service worker yet: the scripts and the index come from the server) and offline (the
 * installed worker serves them from its precache), each begun once the machine is quiet. The dialog is
 * opened both with a mouse click and with a touch tap (openDialog says how they differ). Search's own
 * worker is slowed as well (slowWorker says how).
 */
import { chromium as playwrightChromium } from 'playwright';
import { CHROMIUM_ARGS } from '../machine/chromium.mjs';
import { quietCpu } from './quiet-cpu.mjs';
import { median } from './report.mjs';

/** The query typed the moment the field exists (a visitor types more slowly: this is the worst case). */
const FIRST_QUERY = 'authority';

// In the page before the tap: the tap's time, the dialog's field filled as soon as it exists, and the
// moment the first result is in the document and the frame after it has been painted.
function watchDialog(query) {
  const t = (window.__firstOpen = {});
  addEventListener('pointerdown', (event) => (t.tap ??= event.timeStamp), true);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  new MutationObserver(() => {
    const input = document.querySelector('dialog input[type=search]');
    if (input && t.dialog == null) {
      t.dialog = performance.now();
      setValue.call(input, query);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (t.results == null && document.querySelector('a[data-search-result]')) {
      t.results = performance.now();
      requestAnimationFrame(() => setTimeout(() => (t.painted = performance.now())));
    }
  }).observe(document.body, { childList: true, subtree: true });
}

// Before /search?q= loads: when the page has hydrated (search starts then) and when its results are painted.
function watchSearchPage() {
  const t = (window.__firstOpen = {});
  new MutationObserver((_, observer) => {
    if (t.hydrated == null && document.documentElement.hasAttribute('data-hydrated')) t.hydrated = performance.now();
    if (t.results == null && document.querySelector('a[data-search-result]')) {
      t.results = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (t.painted = performance.now())));
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

const engineTimes = () => ({
  load: performance.getEntriesByName('site-search-load')[0]?.duration ?? null,
  query: performance.getEntriesByName('site-search')[0]?.duration ?? null,
});

/**
 * Chromium's CPU throttling slows a page's main thread, not its workers (Emulation.setCPUThrottlingRate is
 * refused for a worker: "only supported for pages"). A phone's cores are all slow, so search's worker
 * (src/features/search/search-worker.ts) is slowed here, in a model rather than by a busy wait, which on
 * this 2-core machine would take a core from the page that a phone's worker would not take: each step the
 * worker measures (the index's decode, parse and build; each query) counts `rate` times its length, one
 * after the other, and each message the worker sends leaves when the slowed worker would have sent it.
 * Not slowed: the worker's start (before the tap: it starts while the page is idle) and its message
 * handling, a fraction of a millisecond. Runs in the worker before its own script (slowWorkers).
 */
function slowWorker(rate) {
  const measure = performance.measure.bind(performance);
  let busyUntil = 0;
  // The measures say the slowed times too: each step `rate` times its length, the load until its last step ends.
  performance.measure = (name, options) => {
    const { start } = options;
    const now = performance.now();
    if (name === 'site-search-build' || name === 'site-search') {
      busyUntil = Math.max(busyUntil, start) + (now - start) * rate;
      return measure(name, { ...options, duration: (now - start) * rate });
    }
    return measure(name, { ...options, duration: Math.max(now, busyUntil) - start });
  };
  const post = self.postMessage.bind(self);
  self.postMessage = (...message) => {
    const wait = busyUntil - performance.now();
    if (wait > 0) setTimeout(() => post(...message), wait);
    else post(...message);
  };
  measure('bench-worker-slowed', { start: 0 });
}

// Each worker of the page is held at its start (DevTools' auto-attach) until slowWorker is in place. Set
// before the page's first navigation: the page starts search's worker as soon as it is idle.
async function slowWorkers(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  let id = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    if (targetInfo.type !== 'worker') return;
    const send = (method, params) => cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) }).catch(() => undefined);
    send('Runtime.evaluate', { expression: `(${slowWorker})(${rate})` });
    if (waitingForDebugger) send('Runtime.runIfWaitingForDebugger', {});
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

// An opening whose worker built the engine unslowed would be too fast: it ends the run instead.
async function checkWorkerSlowed(page) {
  const slowedFirst = await page.evaluate(() => {
    const [slowed] = performance.getEntriesByName('bench-worker-slowed');
    const [built] = performance.getEntriesByName('site-search-build');
    return built == null || (slowed != null && slowed.startTime + slowed.duration <= built.startTime);
  });
  if (!slowedFirst) throw new Error('search-first-open: the search worker built its engine before it was slowed');
}

async function freshPage(browser, baseUrl, { offline, rate, touch = false }) {
  // Each opening starts on a quiet machine, not beside the teardown of the context before it (quiet-cpu.mjs):
  // the page then loads and hydrates, and is tapped at once, as before.
  await quietCpu();
  const phone = touch ? { hasTouch: true, isMobile: true } : {};
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: offline ? 'allow' : 'block', ...phone });
  const page = await context.newPage();
  await slowWorkers(page, rate);
  if (offline) {
    await page.goto(`${baseUrl}/`);
    // The worker controls the page once it activated, which it does only after precaching everything.
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 60_000 });
    await context.setOffline(true);
  }
  return { context, page };
}

async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * One opening of the dialog from the header's search button on a hydrated home page: clicked with a
 * mouse (the pointer arrives on the button as it presses, so the downloads start a moment before the
 * tap), or tapped on a touch screen (nothing comes before the press: a phone's tap).
 */
async function openDialog(browser, baseUrl, { offline, rate, touch }) {
  const { context, page } = await freshPage(browser, baseUrl, { offline, rate, touch });
  try {
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-hydrated]').waitFor();
    const button = await page.locator('header button[aria-keyshortcuts]').boundingBox();
    await page.evaluate(watchDialog, FIRST_QUERY);
    await throttle(page, rate);
    const [x, y] = [button.x + button.width / 2, button.y + button.height / 2];
    await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    await page.waitForFunction(() => window.__firstOpen.painted != null, null, { timeout: 60_000, polling: 100 });
    await checkWorkerSlowed(page);
    const t = await page.evaluate(() => window.__firstOpen);
    return { open: t.painted - t.tap, dialog: t.dialog - t.tap, ...(await page.evaluate(engineTimes)) };
  } finally {
    await context.close();
  }
}

/** One opening of /search?q=: from the page's hydration, when search starts, to its results. */
async function openSearchPage(browser, baseUrl, { offline, rate }) {
  const { context, page } = await freshPage(browser, baseUrl, { offline, rate });
  try {
    await page.addInitScript(watchSearchPage);
    await throttle(page, rate);
    await page.goto(`${baseUrl}/search?q=${encodeURIComponent(FIRST_QUERY)}`);
    await page.waitForFunction(() => window.__firstOpen?.painted != null, null, { timeout: 60_000, polling: 100 });
    await checkWorkerSlowed(page);
    const t = await page.evaluate(() => window.__firstOpen);
    return { open: t.painted - t.hydrated, fromNavigation: t.painted, ...(await page.evaluate(engineTimes)) };
  } finally {
    await context.close();
  }
}

// The chat's question: no keyword rule answers it, so the chat answers from the site's passages.
const CHAT_QUESTION = 'How do you measure whether AI assistants cite a brand?';

/**
 * One first lookup of the chat's answer without a model (offline, or when the model cannot be reached):
 * from the chat's call for the site search to its first results. The chat shows its reply after its
 * typing delay, which this lookup runs beside.
 */
async function openChatLookup(browser, baseUrl, { offline, rate }) {
  const { context, page } = await freshPage(browser, baseUrl, { offline, rate });
  try {
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('button', { name: 'Chat with our AI assistant' }).click();
    const field = page.getByRole('textbox', { name: 'Type your message' });
    await field.fill(CHAT_QUESTION);
    await throttle(page, rate);
    await field.press('Enter');
    await page.waitForFunction(() => performance.getEntriesByName('site-search').length > 0, null, { timeout: 60_000, polling: 100 });
    return page.evaluate(() => {
      const [load] = performance.getEntriesByName('site-search-load');
      const [query] = performance.getEntriesByName('site-search');
      return { open: query.startTime + query.duration - load.startTime, load: load.duration, query: query.duration };
    });
  } finally {
    await context.close();
  }
}

const CASES = [
  { name: 'search dialog, online', open: openDialog, offline: false },
  { name: 'search dialog, offline', open: openDialog, offline: true },
  { name: 'search dialog, online, touch', open: openDialog, offline: false, touch: true },
  { name: 'search dialog, offline, touch', open: openDialog, offline: true, touch: true },
  { name: '/search, online', open: openSearchPage, offline: false },
  { name: '/search, offline', open: openSearchPage, offline: true },
  { name: "chat's lookup, online", open: openChatLookup, offline: false },
  { name: "chat's lookup, offline", open: openChatLookup, offline: true },
];

/**
 * Opens each case `rounds` times, cases in turn, so a burst of the machine's own load lands on one
 * opening rather than on all of a case's. Each case: its openings (ms), their median, and the medians
 * of the engine's load (from the first call to an engine that answers) and of its first query.
 */
export async function searchFirstOpen(baseUrl, { chromium, rounds = 3, rate = 4 }) {
  const browser = await playwrightChromium.launch({ executablePath: chromium, args: CHROMIUM_ARGS });
  try {
    const runs = CASES.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, c] of CASES.entries()) runs[i].push(await c.open(browser, baseUrl, { offline: c.offline, rate, touch: c.touch }));
    }
    return CASES.map((c, i) => ({
      name: c.name,
      rate,
      words: FIRST_QUERY,
      opens: runs[i].map((r) => Math.round(r.open)),
      open: median(runs[i].map((r) => r.open)),
      load: median(runs[i].map((r) => r.load)),
      firstQuery: median(runs[i].map((r) => r.query)),
      ...(runs[i][0].fromNavigation != null ? { fromNavigation: median(runs[i].map((r) => r.fromNavigation)) } : {}),
      ...(runs[i][0].dialog != null ? { dialog: median(runs[i].map((r) => r.dialog)) } : {}),
    }));
  } finally {
    await browser.close();
  }
}
