/** Runs `work` once the page has loaded and the browser is idle (at most `timeoutMs` after load). */
export function whenIdle(work: () => void, timeoutMs = 4000): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    else window.setTimeout(work, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
