import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createPageFinisher, deferAppScripts, takeFontFaces } from './finish-page.mjs';

// A page with its rules inline and its stylesheet link gone (createPageFinisher), before deferAppScripts.
const PAGE =
  '<html><head><style>main{color:red}</style><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></head>' +
  '<body><main>Text</main><script type="module" src="/assets/index.js"></script></body></html>';

/** The page's start-up script run in a stand-in browser that reports paints only when told to. */
function startUp({ paintTiming = true, visibilityState = 'visible' } = {}) {
  const html = deferAppScripts(PAGE);
  // The start-up script is the body's last.
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)[1];
  const added = [];
  const listeners = {};
  const observers = [];
  const timers = [];
  const element = (tag) => ({ tag });
  const context = {
    document: {
      visibilityState,
      createElement: element,
      head: { appendChild: (node) => added.push(`${node.rel} ${node.href}`) },
      body: { appendChild: (node) => added.push(`${node.type} ${node.src}`) },
    },
    addEventListener: (type, listener) => (listeners[type] ??= []).push(listener),
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  };
  if (paintTiming) {
    context.PerformanceObserver = class {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback) {
        this.callback = callback;
        this.connected = false;
      }
      observe(options) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        this.connected = true;
        observers.push(this);
      }
      disconnect() {
        this.connected = false;
      }
    };
  }
  runInNewContext(script, context);
  /** Runs the first task queued with no delay, as the browser would after the current one; false when there is none. */
  const runNextTask = () => {
    const timer = timers.find((t) => t.ms === 0);
    if (!timer) return false;
    timers.splice(timers.indexOf(timer), 1);
    timer.callback();
    return true;
  };
  const runQueuedTasks = () => {
    while (runNextTask());
  };
  const fireLoad = () => listeners.load?.forEach((listener) => listener());
  return {
    html,
    added,
    runNextTask,
    runQueuedTasks,
    fireLoad,
    load: () => {
      fireLoad();
      runQueuedTasks();
    },
    timers,
    paint: (name) => {
      for (const observer of observers.filter((o) => o.connected)) {
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
      }
      runQueuedTasks();
    },
  };
}

const STARTED = ['modulepreload /assets/a.js', 'modulepreload /assets/b.js', 'module /assets/index.js'];

describe("deferAppScripts: the page's own scripts", () => {
  it('leave the document: one inline start-up script at the end of <body>, the rest as it was', () => {
    const { html } = startUp();
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toMatch(/^<html><head><style>main\{color:red\}<\/style><\/head><body><main>Text<\/main><script>[\s\S]+?<\/script><\/body><\/html>$/);
  });

  it('start when the page has loaded and painted its first content, whichever comes last', () => {
    const page = startUp();
    page.load();
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(STARTED);

    const painted = startUp();
    painted.paint('first-contentful-paint');
    expect(painted.added).toEqual([]);
    painted.load();
    expect(painted.added).toEqual(STARTED);
  });

  it('start once', () => {
    const page = startUp();
    page.paint('first-contentful-paint');
    page.load();
    page.load();
    expect(page.added).toEqual(STARTED);
  });

  it('start at load on a page loaded where it is not shown (a background tab paints only when shown)', () => {
    const page = startUp({ visibilityState: 'hidden' });
    page.load();
    expect(page.added).toEqual(STARTED);
  });

  it('start 3 s after load when a shown page has reported no first contentful paint by then', () => {
    const page = startUp();
    page.load();
    expect(page.timers.map((timer) => timer.ms)).toEqual([3000]);
    expect(page.added).toEqual([]);
    page.timers[0].callback();
    page.runQueuedTasks();
    expect(page.added).toEqual(STARTED);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual(STARTED);
  });

  it('add one element per task, in order: the first at once, each next one in a task of its own', () => {
    const page = startUp();
    page.paint('first-contentful-paint');
    page.fireLoad();
    const afterEachTask = [page.added.length];
    while (page.runNextTask()) afterEachTask.push(page.added.length);
    expect(afterEachTask).toEqual([1, 2, 3]);
    expect(page.added).toEqual(STARTED);
  });

  it('start at load where the browser cannot report paints', () => {
    const page = startUp({ paintTiming: false });
    expect(page.added).toEqual([]);
    page.load();
    expect(page.added).toEqual(STARTED);
  });
});

describe('takeFontFaces', () => {
  it("moves the faces out of the built stylesheet, once: a second take finds none and stops the build", () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      mkdirSync(join(dist, 'assets'));
      const face = "@font-face{font-family:'Inter Variable';src:url(/assets/inter.woff2)}";
      writeFileSync(join(dist, 'assets', 'index.css'), `${face}body{margin:0}`);
      expect(takeFontFaces(dist)).toBe(face);
      expect(readFileSync(join(dist, 'assets', 'index.css'), 'utf8')).toBe('body{margin:0}');
      expect(() => takeFontFaces(dist)).toThrow('no @font-face');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('createPageFinisher: the CSS of a page', () => {
  const CSS =
    '@layer base{*{box-sizing:border-box}[hidden]{display:none}}' +
    '@layer utilities{.page{color:red}.client\\:state[aria-expanded=true]{rotate:180deg}.spin{animation:spin 1s}' +
    '.elsewhere{color:blue}.page .elsewhere{color:green}.page:not(.elsewhere){margin:0}@media (min-width:40rem){.page{color:navy}}}' +
    '@keyframes spin{to{rotate:1turn}}@keyframes unused{to{opacity:0}}';

  async function finishOne(html) {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    try {
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'assets', 'site.css'), CSS);
      // An island that can render `spin` and set `client:state` (quoted as the build writes class lists).
      writeFileSync(join(dist, 'assets', 'island.js'), 'e(`spin ${o?`client:state`:``}`)');
      return await createPageFinisher({ dist, fontFaces: '@font-face{font-family:X}' })(html);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }

  it("inlines every rule the page's elements and the client's code can use, in the sheet's order, and links no stylesheet", async () => {
    const html = await finishOne('<html><head><link rel="stylesheet" href="/assets/site.css"></head><body><p class="page">Hi</p></body></html>');
    expect(html).not.toMatch(/<link\b[^>]*stylesheet|<noscript|media="print"/);
    const style = /<style>([\s\S]*)<\/style>/.exec(html)[1];
    expect(style).toBe(
      '@font-face{font-family:X}' +
        '@layer base{*{box-sizing:border-box}[hidden]{display:none}}' +
        '@layer utilities{.page{color:red}.client\\:state[aria-expanded=true]{rotate:180deg}.spin{animation:spin 1s}.page:not(.elsewhere){margin:0}@media (min-width:40rem){.page{color:navy}}}' +
        '@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('stops the build on a page that links no stylesheet: it would go out unstyled', async () => {
    await expect(finishOne('<html><head></head><body><p class="page">Hi</p></body></html>')).rejects.toThrow('without the built stylesheet');
  });
});
