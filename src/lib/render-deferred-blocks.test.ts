// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDeferredBlocks } from './render-deferred-blocks';

// jsdom knows no content-visibility: blocks marked data-deferred compute as 'auto', as styles.css makes them.
const realGetComputedStyle = window.getComputedStyle;
let idle: Array<(deadline: IdleDeadline) => void>;

/** Runs the next idle callback with `ms` of idle time, each block laid out taking `perBlock` ms. */
function idlePeriod(ms: number, perBlock: number) {
  let clock = 1_000;
  const start = clock;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    clock += perBlock;
    return new DOMRect();
  });
  idle.shift()!({ didTimeout: false, timeRemaining: () => Math.max(0, ms - (clock - start)) });
  layout.mockRestore();
  vi.mocked(performance.now).mockRestore();
}

const shown = () => [...document.querySelectorAll<HTMLElement>('p, footer')].map((el) => el.style.contentVisibility || 'deferred');

beforeEach(() => {
  idle = [];
  window.requestIdleCallback = (callback) => idle.push(callback) as number;
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
    if (!(el as HTMLElement).hasAttribute('data-deferred') || (el as HTMLElement).style.contentVisibility) return realGetComputedStyle(el, pseudo);
    return { contentVisibility: 'auto' } as CSSStyleDeclaration;
  });
  document.body.innerHTML = `
    <main><div class="prose-site">${'<p data-deferred>Block</p>'.repeat(5)}<p>Not deferred (a browser without support)</p></div></main>
    <footer class="render-near-screen" data-deferred>Footer</footer>`;
});

afterEach(() => {
  vi.restoreAllMocks();
  // @ts-expect-error jsdom has none; each test installs its own.
  delete window.requestIdleCallback;
});

describe('renderDeferredBlocks', () => {
  it('renders the deferred blocks in order, as many per idle period as fit in it and in 3 ms, then stops', () => {
    renderDeferredBlocks();
    expect(shown()).toEqual(Array(7).fill('deferred'));
    const visible = () => shown().filter((s) => s === 'visible').length;
    idlePeriod(50, 1); // A long idle period, but at most 3 ms of it: three blocks.
    expect(shown()).toEqual(['visible', 'visible', 'visible', 'deferred', 'deferred', 'deferred', 'deferred']);
    idlePeriod(3, 0.5); // Too short to start one.
    expect(visible()).toBe(3);
    idlePeriod(5, 0.5); // Until 4 ms are left: two.
    expect(visible()).toBe(5);
    idlePeriod(50, 1);
    expect(shown()).toEqual(['visible', 'visible', 'visible', 'visible', 'visible', 'deferred', 'visible']);
    expect(idle).toHaveLength(0);
  });

  it('starts no block after others once a block has been slow: a slow one runs alone in its period', () => {
    renderDeferredBlocks();
    const visible = () => shown().filter((s) => s === 'visible').length;
    idlePeriod(50, 8); // The first block of a period always starts, even when it turns out slow.
    expect(visible()).toBe(1);
    idlePeriod(50, 0.5); // The next may be as slow: one block per period from now on.
    expect(visible()).toBe(2);
    idlePeriod(50, 0.5);
    expect(visible()).toBe(3);
  });

  it('skips a block removed meanwhile (a page left before it was rendered)', () => {
    renderDeferredBlocks();
    document.querySelector('footer')!.remove();
    idlePeriod(50, 0.2); // Quick blocks: all of them fit in one period.
    expect(shown()).toEqual(['visible', 'visible', 'visible', 'visible', 'visible', 'deferred']);
    expect(idle).toHaveLength(0);
  });

  it('asks for no idle time when nothing is deferred, or where the browser has no idle callbacks', () => {
    document.querySelectorAll('[data-deferred]').forEach((el) => el.removeAttribute('data-deferred'));
    renderDeferredBlocks();
    expect(idle).toHaveLength(0);
    // @ts-expect-error as in a browser without requestIdleCallback
    delete window.requestIdleCallback;
    expect(() => renderDeferredBlocks()).not.toThrow();
  });
});
