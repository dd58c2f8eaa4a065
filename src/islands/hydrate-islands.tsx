/** Browser: hydrates each island of an islands page on its own root, and tells when every one has. */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, islandIdPrefix } from './island-root';
import { islandElement } from './site-islands';
import { whenReachable } from '../lib/when-reachable';

export function hydrateIslands(root: ParentNode, pathname: string, onAllHydrated: () => void): void {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  let waiting = containers.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) onAllHydrated();
  };
  if (waiting === 0) onAllHydrated();
  containers.forEach((container, index) => {
    const name = container.dataset.island ?? '';
    const props: unknown = container.dataset.islandProps === undefined ? undefined : JSON.parse(container.dataset.islandProps);
    // A page's own island may be a chunk still to fetch (preloaded with the page; the shared ones are here).
    // Offline before it arrived, the part stays as its HTML shows it and hydrates when the connection is back.
    whenReachable(() => islandElement(name, props), (island) => {
      if (!island) throw new Error(`unknown island "${name}"`);
      // As a transition, each hydration yields to the browser every few milliseconds: a tap during start-up is answered at once.
      startTransition(() => {
        hydrateRoot(container, <IslandRoot island={island} pathname={pathname} onHydrated={hydrated} />, {
          identifierPrefix: islandIdPrefix(name, index),
        });
      });
    });
  });
}

