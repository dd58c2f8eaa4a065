/** The map's hover state: at most one hovered service (hoveredSlug), cleared on leave, Escape or a press outside. */
import { useCallback, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

/** What the map's cards call; all of them act on the single hoveredSlug. */
export interface MapHover {
  hoveredSlug: string | null;
  /** Pointer entered or focus arrived: this service becomes the only hovered one. */
  enter: (slug: string) => void;
  /** Pointer left or focus went: clears the hover if it is still this service's. */
  leave: (slug: string) => void;
  clear: () => void;
  /** Stacked layout: a tap selects the service, a second tap on it deselects it. */
  toggle: (slug: string) => void;
  /** Remembers whether a press on a positioned card is a touch on a card that is not yet hovered. */
  pressStart: (slug: string, pointerType: string) => void;
  /** A first touch on a positioned card selects it instead of following its link; the next one follows it. */
  interceptClick: (slug: string, event: MouseEvent) => void;
}

const noTrigger: RefObject<HTMLElement | null> = { current: null };

/** Hover state for the map whose outermost element is `root`. */
export function useMapHover(root: RefObject<HTMLElement | null>): MapHover {
  const [hoveredSlug, setHoveredSlug] = useState<string | null>(null);
  const firstTouch = useRef<string | null>(null);

  const enter = useCallback((slug: string) => setHoveredSlug(slug), []);
  const leave = useCallback((slug: string) => setHoveredSlug((current) => (current === slug ? null : current)), []);
  const clear = useCallback(() => setHoveredSlug(null), []);
  const toggle = useCallback((slug: string) => setHoveredSlug((current) => (current === slug ? null : slug)), []);

  // Read at press time, before the emulated mouse events of a tap mark the card as hovered.
  const pressStart = useCallback(
    (slug: string, pointerType: string) => {
      firstTouch.current = pointerType === 'touch' && hoveredSlug !== slug ? slug : null;
    },
    [hoveredSlug],
  );
  const interceptClick = useCallback((slug: string, event: MouseEvent) => {
    if (firstTouch.current !== slug) return;
    firstTouch.current = null;
    event.preventDefault();
    setHoveredSlug(slug);
  }, []);

  useDismiss(hoveredSlug !== null, clear, root, noTrigger);

  return { hoveredSlug, enter, leave, clear, toggle, pressStart, interceptClick };
}
