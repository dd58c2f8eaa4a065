import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferAppScripts } from './finish-page.mjs';

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></head>' +
  '<body><main>Text</main><script type="module" src="/assets/index.js"></script></body></html>';

/** The page's start-up script run in a stand-in browser that reports paints only when told to. */
function startUp({ paintTiming = true } = {}) {
  const html = deferAppScripts(PAGE);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)[1];
  const added = [];
  const listeners = {};
  const observers = [];
  const element = (tag) => ({ tag });
  const context = {
    document: {
      createElement: element,
      head: { appendChild: (node) => added.push(`${node.rel} ${node.href}`) },
      body: { appendChild: (node) => added.push(`${node.type} ${node.src}`) },
    },
    addEventListener: (type, listener) => (listeners[type] ??= []).push(listener),
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
  return {
    html,
    added,
    load: () => listeners.load?.forEach((listener) => listener()),
    paint: (name) => {
      for (const observer of observers.filter((o) => o.connected)) {
        observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
      }
    },
  };
}

const STARTED = ['modulepreload /assets/a.js', 'modulepreload /assets/b.js', 'module /assets/index.js'];

describe("deferAppScripts: the page's own scripts", () => {
  it('leave the document: no module script or preload in the markup, one inline start-up script', () => {
    const { html } = startUp();
    expect(html).not.toMatch(/<link rel="modulepreload"|<script type="module"/);
    expect(html.match(/<script>/g)).toHaveLength(1);
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

  it('start at load where the browser cannot report paints', () => {
    const page = startUp({ paintTiming: false });
    expect(page.added).toEqual([]);
    page.load();
    expect(page.added).toEqual(STARTED);
  });
});
