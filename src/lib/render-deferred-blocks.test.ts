// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDeferredBlocks } from './render-deferred-blocks';

// jsdom knows no content-visibility: blocks marked data-deferred compute as 'auto', as styles.css makes them.
const realGetComputedStyle = window.getComputedStyle;
let idle: Array<(deadline: IdleDeadline) => void>;
let tasks: Array<() => void>;

/**
 * Runs the next idle callback with `ms` of idle time, each block laid out taking `perBlock` ms, then the
 * tasks it posts while its time lasts; returns how many tasks the period took.
 */
function idlePeriod(ms: number, perBlock: number): number {
  let clock = 1_000;
  const start = clock;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  const layout = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
    clock += perBlock;
    return new DOMRect();
  });
  idle.shift()!({ didTimeout: false, timeRemaining: () => Math.max(0, ms - (clock - start)) });
  let count = 1;
  for (; tasks.length > 0; count += 1) tasks.shift()!();
  layout.mockRestore();
  vi.mocked(performance.now).mockRestore();
  return count;
}

const shown = () => [...document.querySelectorAll<HTMLElement>('p, footer')].map((el) => el.style.contentVisibility || 'deferred');

beforeEach(() => {
  idle = [];
  tasks = [];
  window.requestIdleCallback = (callback) => idle.push(callback) as number;
  vi.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as typeof window.setTimeout);
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
  it('renders the deferred blocks in order, 3 ms of them per task, going on in a new task while the idle period lasts', () => {
    renderDeferredBlocks();
    expect(shown()).toEqual(Array(7).fill('deferred'));
    // Six blocks of 1 ms: three in the first task, three in the next.
    expect(idlePeriod(50, 1)).toBe(2);
    expect(shown()).toEqual(['visible', 'visible', 'visible', 'visible', 'visible', 'deferred', 'visible']);
    expect(idle).toHaveLength(0);
  });

  it('leaves the rest for the next idle period once less than 4 ms are left', () => {
    renderDeferredBlocks();
    const visible = () => shown().filter((s) => s === 'visible').length;
    expect(idlePeriod(3, 0.5)).toBe(1); // Too short to start one.
    expect(visible()).toBe(0);
    expect(idlePeriod(5, 0.5)).toBe(1); // Until 4 ms are left: two.
    expect(visible()).toBe(2);
    expect(idle).toHaveLength(1);
    idlePeriod(50, 0.5);
    expect(visible()).toBe(6);
  });

  it('ends a task after a slow block: every block of 8 ms has a task of its own', () => {
    renderDeferredBlocks();
    expect(idlePeriod(50, 8)).toBe(6);
    expect(shown().filter((s) => s === 'visible')).toHaveLength(6);
  });

  it('skips a block removed meanwhile (a page left before it was rendered)', () => {
    renderDeferredBlocks();
    document.querySelector('footer')!.remove();
    idlePeriod(50, 0.2);
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
