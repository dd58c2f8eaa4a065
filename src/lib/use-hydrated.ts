/** False while the server renders and while the page hydrates, true afterwards: gates browser-only state. */
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

// Prerendered HTML cannot know the browser's state (URL search, IndexedDB, whether JavaScript
// runs): anything depending on it waits until hydration has matched that HTML.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
