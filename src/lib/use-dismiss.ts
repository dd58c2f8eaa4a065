/** Closes a popup on Escape (returning focus to its trigger) and on a pointer press outside it. */
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      // An Escape that a part of the popup handled itself (preventDefault) is not a dismissal.
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      close();
      trigger.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, container, trigger]);
}
