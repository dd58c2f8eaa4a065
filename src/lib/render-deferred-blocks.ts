/**
 * The blocks src/styles.css defers (content-visibility: auto: an article's blocks, a long page's bands, the footer) skip
 * layout and paint while far from the screen, which is what makes a long page's first load cheap. Left
 * so, they would stay unrendered until scrolled near: the scrollbar would run on estimates, and a
 * capture of the whole page (a full-page screenshot, a renderer that never scrolls) would show them
 * blank. So once the page is idle they are rendered a few at a time, each idle period laying out what
 * fits in it, which keeps every task short.
 */
/** The class of a container whose `section` children are deferred (src/styles.css names it too). */
export const NEAR_SCREEN_SECTIONS = 'render-sections-near-screen';
const DEFERRED_BLOCKS = `.prose-site > *, .${NEAR_SCREEN_SECTIONS} > section, .render-near-screen`;

/** Time left in an idle period below which the next block waits for the next period. */
const MIN_IDLE_MS = 4;
/**
 * What one idle period may spend on blocks, counting the next block at the cost of the slowest one so
 * far. A phone's CPU (and Lighthouse's simulation of one, which multiplies what it measures by 4) turns
 * a task of 12 ms here into about 50 ms, where it starts to delay a tap. Most blocks take under a
 * millisecond, but the first to use a new weight or size of the font prepares it, and one such block
 * took 8-9 ms on an article: started after 6 ms of others, it made 14-16 ms tasks. So a period starts
 * another block only while what it spent plus the slowest block seen stays within 3 ms; its first
 * block always starts, alone if need be.
 */
const SLICE_MS = 3;

export function renderDeferredBlocks(root: ParentNode = document): void {
  if (typeof window.requestIdleCallback !== 'function') return;
  // Where the browser lacks what the deferral needs, styles.css leaves the blocks rendered: nothing to do.
  const pending = [...root.querySelectorAll<HTMLElement>(DEFERRED_BLOCKS)].filter((block) => getComputedStyle(block).contentVisibility === 'auto');
  let slowest = 0;
  const step = (deadline: IdleDeadline) => {
    const start = performance.now();
    let started = 0;
    while (pending.length > 0 && deadline.timeRemaining() > MIN_IDLE_MS && (started === 0 || performance.now() - start + slowest <= SLICE_MS)) {
      const block = pending.shift()!;
      if (!block.isConnected) continue;
      started += 1;
      const before = performance.now();
      block.style.contentVisibility = 'visible';
      // Lays it out now, inside this idle period, rather than in the next frame's rendering.
      block.getBoundingClientRect();
      slowest = Math.max(slowest, performance.now() - before);
    }
    if (pending.length > 0) window.requestIdleCallback(step);
  };
  if (pending.length > 0) window.requestIdleCallback(step);
}
