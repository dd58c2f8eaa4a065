/**
 * The blocks src/styles.css defers (content-visibility: auto: an article's blocks, a long page's bands, the footer) skip
 * layout and paint while far from the screen, which is what makes a long page's first load cheap. Left
 * so, they would stay unrendered until scrolled near: the scrollbar would run on estimates, and a
 * capture of the whole page (a full-page screenshot, a renderer that never scrolls) would show them
 * blank. So once the page is idle they are rendered a few at a time, each idle period laying out what
 * fits in it in tasks of a few milliseconds each.
 */
/** The class of a container whose `section` children are deferred (src/styles.css names it too). */
export const NEAR_SCREEN_SECTIONS = 'render-sections-near-screen';
const DEFERRED_BLOCKS = `.prose-site > *, .${NEAR_SCREEN_SECTIONS} > section, .render-near-screen`;

/** Time left in an idle period below which the next block waits for the next period. */
const MIN_IDLE_MS = 4;
/**
 * The most one task spends on blocks before the next task takes over (in the same idle period while it
 * lasts). A phone's CPU (and Lighthouse's simulation of one, which multiplies what it measures by 4)
 * turns a task of 12 ms here into about 50 ms, where it starts to delay a tap. Most blocks take under a
 * millisecond, but the first to use a new weight or size of the font prepares it: one such block took
 * 8-9 ms on an article, and started after 6 ms of others (this was 6 ms per idle period) it made tasks of
 * 14-16 ms. With 3 ms, a task stays near 12 ms at worst.
 */
const SLICE_MS = 3;

export function renderDeferredBlocks(root: ParentNode = document): void {
  if (typeof window.requestIdleCallback !== 'function') return;
  // Where the browser lacks what the deferral needs, styles.css leaves the blocks rendered: nothing to do.
  const pending = [...root.querySelectorAll<HTMLElement>(DEFERRED_BLOCKS)].filter((block) => getComputedStyle(block).contentVisibility === 'auto');
  const slice = (deadline: IdleDeadline) => {
    const end = performance.now() + SLICE_MS;
    while (pending.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS && performance.now() < end) {
      const block = pending.shift()!;
      if (!block.isConnected) continue;
      block.style.contentVisibility = 'visible';
      // Lays it out now, inside this idle period, rather than in the next frame's rendering.
      block.getBoundingClientRect();
    }
    if (pending.length === 0) return;
    // Short tasks, but not fewer blocks per idle period: what is left of it goes on in a task of its own.
    if (deadline.timeRemaining() > MIN_IDLE_MS) window.setTimeout(() => slice(deadline), 0);
    else window.requestIdleCallback(slice);
  };
  if (pending.length > 0) window.requestIdleCallback(slice);
}
