/**
 * Taps that arrive before the page has hydrated. The prerendered page's scripts start after its load
 * event (scripts/finish-page.mjs), so on a slow connection its buttons are on screen for seconds before
 * React can answer them. A few lines of inline script (earlyTapRecorder, first in the page's start-up
 * script) remember the last tap on an element marked `data-early-tap="id"` until then; the component
 * that owns that id carries it out once it has hydrated (useEarlyTap).
 */
import { useEffect } from 'react';

const EARLY_TAP = 'data-early-tap';

/** Props marking a control whose tap before hydration is remembered: `<button {...earlyTap('chat')}>`. */
export const earlyTap = (id: string) => ({ [EARLY_TAP]: id });

const SLOT = '__earlyTap';

type EarlyTapWindow = Window & { [SLOT]?: string };

/**
 * Inline script source: records the id of the last marked control tapped (a click, so also Enter and
 * Space on a focused button) while <html> has no data-hydrated (components/hydration-marker.tsx).
 */
export const earlyTapRecorder =
  `addEventListener('click',function(e){var t=e.target;t=t&&t.closest&&t.closest('[${EARLY_TAP}]');` +
  `if(t&&!document.documentElement.hasAttribute('data-hydrated'))window.${SLOT}=t.getAttribute('${EARLY_TAP}')},true);`;

/** Whether the last tap before hydration was on `id`; it is forgotten either way for that id. */
export function takeEarlyTap(id: string): boolean {
  const slot = window as EarlyTapWindow;
  if (slot[SLOT] !== id) return false;
  delete slot[SLOT];
  return true;
}

/**
 * Carries out `act` once, after hydration, when the visitor tapped the control `id` before it. `act` must
 * be idempotent (open, not toggle): a tap while React hydrates reaches both React and the recorder.
 */
export function useEarlyTap(id: string, act: () => void): void {
  useEffect(() => {
    if (takeEarlyTap(id)) act();
  }, [id, act]);
}
