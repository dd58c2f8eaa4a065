/** False while rendering on the server and during hydration, true afterwards: gates browser-only data. */
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/** True once the page runs in the browser after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
