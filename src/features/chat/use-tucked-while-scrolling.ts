/**
 * Wherever it can sit on the page's content (phones, tablets, narrow laptops) the launcher gets out of the
 * way: it slides off while the visitor scrolls down (back on a scroll up), and it stays off while it would
 * sit on a link, button or field of the page where the page has come to rest. It stays reachable: focusing
 * it brings it back.
 */
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** A phone: below the sm breakpoint (Tailwind's 640 px), where the open chat panel fills the screen's width. */
export const PHONE_QUERY = '(max-width: 639.98px)';
/**
 * Where the launcher may cover the page: until the margin beside the 72rem content column is wider than the
 * launcher's 84 px (1.5rem from the edge, 56 px wide, a 4 px ring), which it is from 1280 px on. The same
 * width as styles.css's scroll-padding rule and the footer's room for it.
 */
export const LAUNCHER_OVER_CONTENT_QUERY = '(max-width: 1279.98px)';
// Scroll steps smaller than this (momentum jitter, the address bar resizing) change nothing.
const SCROLL_NOISE_PX = 8;
// Near the top the hero is under it, and at the very end the footer leaves room for it.
const EDGE_PX = 24;
// The page has come to rest when no scroll event arrived for this long.
const SETTLE_MS = 150;
const CONTROLS = 'a[href], button, input, textarea, select, summary, [tabindex]:not([tabindex="-1"])';

/** What decides the scroll part of the state, given the scroll position before and now; exported for its unit test. */
export function nextTucked(current: boolean, previousY: number, y: number, viewport: number, pageHeight: number): boolean {
  if (y <= EDGE_PX || y + viewport >= pageHeight - EDGE_PX) return false;
  if (Math.abs(y - previousY) < SCROLL_NOISE_PX) return current;
  return y > previousY;
}

/** Whether a control of the page lies under the launcher's resting place (whatever its slide offset is now). */
function restsOnControl(launcher: HTMLElement): boolean {
  const style = getComputedStyle(launcher);
  const width = launcher.offsetWidth;
  const height = launcher.offsetHeight;
  const left = document.documentElement.clientWidth - parseFloat(style.right) - width;
  const top = window.innerHeight - parseFloat(style.bottom) - height;
  const inset = 4;
  const points = [
    [left + width / 2, top + height / 2],
    [left + inset, top + inset],
    [left + width - inset, top + inset],
    [left + inset, top + height - inset],
    [left + width - inset, top + height - inset],
  ];
  return points.some(([x, y]) => {
    const under = document.elementsFromPoint(x, y).find((el) => el !== launcher && !launcher.contains(el));
    return under?.closest(CONTROLS) != null;
  });
}

// Without matchMedia (old browsers, jsdom) the launcher simply stays put.
const overContentQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(LAUNCHER_OVER_CONTENT_QUERY) : null);
function subscribeToWidth(onChange: () => void) {
  const query = overContentQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the launcher `ref` should be tucked away; `keepShown` (it has focus) overrides it. */
export function useTuckedWhileScrolling(ref: RefObject<HTMLElement | null>, keepShown: boolean): boolean {
  const [scrolledDown, setScrolledDown] = useState(false);
  const [onControl, setOnControl] = useState(false);
  const overContent = useSyncExternalStore(
    subscribeToWidth,
    () => overContentQuery()?.matches ?? false,
    () => false,
  );

  useEffect(() => {
    const query = overContentQuery();
    if (!query) return;
    let lastY = window.scrollY;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const checkRest = () => {
      const launcher = ref.current;
      setOnControl(query.matches && launcher !== null && !launcher.hidden && restsOnControl(launcher));
    };
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(checkRest, SETTLE_MS);
      const y = window.scrollY;
      if (Math.abs(y - lastY) < SCROLL_NOISE_PX && y > EDGE_PX) return;
      const previous = lastY;
      lastY = y;
      const pageHeight = document.documentElement.scrollHeight;
      setScrolledDown((current) => nextTucked(current, previous, y, window.innerHeight, pageHeight));
    };
    const onWidthChange = () => {
      setScrolledDown(false);
      checkRest();
    };
    // Once the page has laid out (fonts, images with their sizes): what is under it at first sight.
    settle = setTimeout(checkRest, SETTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', checkRest);
    query.addEventListener('change', onWidthChange);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', checkRest);
      query.removeEventListener('change', onWidthChange);
    };
  }, [ref]);

  return overContent && (scrolledDown || onControl) && !keepShown;
}
