/** On a phone the launcher slides out of the way while the visitor scrolls down and comes back when they scroll up. */
import { useEffect, useState } from 'react';

/** Where the launcher may cover text: below the sm breakpoint (Tailwind's 640 px), the launcher's own rule. */
export const PHONE_QUERY = '(max-width: 639.98px)';
// Scroll steps smaller than this (momentum jitter, the address bar resizing) change nothing.
const SCROLL_NOISE_PX = 8;
// Near the top the hero is under it, and at the very end the footer leaves room for it.
const EDGE_PX = 24;

/** What decides the state, given the scroll position before and now; exported for its unit test. */
export function nextTucked(current: boolean, previousY: number, y: number, viewport: number, pageHeight: number): boolean {
  if (y <= EDGE_PX || y + viewport >= pageHeight - EDGE_PX) return false;
  if (Math.abs(y - previousY) < SCROLL_NOISE_PX) return current;
  return y > previousY;
}

/**
 * True while the launcher should be tucked away: on a phone-width window, after a scroll down, until the
 * next scroll up or the page's top or end. `keepShown` (the launcher has focus) overrides it.
 */
export function useTuckedWhileScrolling(keepShown: boolean): boolean {
  const [tucked, setTucked] = useState(false);
  useEffect(() => {
    // Without matchMedia (old browsers, jsdom) the launcher simply stays put.
    if (typeof window.matchMedia !== 'function') return;
    const phone = window.matchMedia(PHONE_QUERY);
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) < SCROLL_NOISE_PX && y > EDGE_PX) return;
      const doc = document.documentElement;
      setTucked((current) => phone.matches && nextTucked(current, lastY, y, window.innerHeight, doc.scrollHeight));
      lastY = y;
    };
    const onWidthChange = () => setTucked(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    phone.addEventListener('change', onWidthChange);
    return () => {
      window.removeEventListener('scroll', onScroll);
      phone.removeEventListener('change', onWidthChange);
    };
  }, []);
  return tucked && !keepShown;
}
