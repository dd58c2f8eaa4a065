/** False while the server renders and while the page hydrates, true afterwards. */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

// The prerendered HTML is the same for every query string, so anything that depends on the URL's
// search must wait until hydration has matched that HTML, or React reports a mismatch.
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
