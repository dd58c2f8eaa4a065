/** The map's hover state: at most one hovered service (hoveredSlug), cleared shortly after leave, on Escape or a press outside. */
import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

/** What the map's cards call; all of them act on the single hoveredSlug. */
export interface MapHover {
  hoveredSlug: string | null;
  /** Pointer entered or focus arrived: this service becomes the only hovered one. */
  enter: (slug: string) => void;
  /** Pointer left or focus went: clears the hover shortly after, if it is still this service's by then. */
  leave: (slug: string) => void;
  /** The pointer reached the details panel: the hovered service stays while it is there. */
  hold: () => void;
  clear: () => void;
  /** Stacked layout: a tap selects the service, a second tap on it deselects it. */
  toggle: (slug: string) => void;
  /** Remembers whether a press on a positioned card is a touch on a card that is not yet hovered. */
  pressStart: (slug: string, pointerType: string) => void;
  /** A first touch on a positioned card selects it instead of following its link; the next one follows it. */
  interceptClick: (slug: string, event: MouseEvent) => void;
}

const noTrigger: RefObject<HTMLElement | null> = { current: null };

// Time for the pointer to cross from a card to the details panel (a few dozen pixels) before the leave counts.
const LEAVE_GRACE_MS = 300;

/** Hover state for the map whose outermost element is `root`. */
export function useMapHover(root: RefObject<HTMLElement | null>): MapHover {
  const [hoveredSlug, setHoveredSlug] = useState<string | null>(null);
  const firstTouch = useRef<string | null>(null);
  const pendingLeave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hold = useCallback(() => clearTimeout(pendingLeave.current), []);
  const enter = useCallback(
    (slug: string) => {
      hold();
      setHoveredSlug(slug);
    },
    [hold],
  );
  const leave = useCallback(
    (slug: string) => {
      hold();
      pendingLeave.current = setTimeout(() => setHoveredSlug((current) => (current === slug ? null : current)), LEAVE_GRACE_MS);
    },
    [hold],
  );
  const clear = useCallback(() => {
    hold();
    setHoveredSlug(null);
  }, [hold]);
  const toggle = useCallback(
    (slug: string) => {
      hold();
      setHoveredSlug((current) => (current === slug ? null : slug));
    },
    [hold],
  );
  useEffect(() => hold, [hold]);

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
    enter(slug);
  }, [enter]);

  useDismiss(hoveredSlug !== null, clear, root, noTrigger);

  return { hoveredSlug, enter, leave, hold, clear, toggle, pressStart, interceptClick };
}
