/** Browser: hydrates each island of an islands page on its own root, and tells when every one has. */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot, islandIdPrefix } from './island-root';
import { isIslandName } from './site-islands';

export function hydrateIslands(root: ParentNode, pathname: string, onAllHydrated: () => void): void {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  let waiting = containers.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) onAllHydrated();
  };
  if (waiting === 0) onAllHydrated();
  for (const container of containers) {
    const name = container.dataset.island;
    if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
    // As a transition, each hydration yields to the browser every few milliseconds (as main.tsx's does).
    startTransition(() => {
      hydrateRoot(container, <IslandRoot name={name} pathname={pathname} onHydrated={hydrated} />, { identifierPrefix: islandIdPrefix(name) });
    });
  }
}
