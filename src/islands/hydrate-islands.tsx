/** Browser: hydrates each island of an islands page on its own root, and tells when every one has. */
import { startTransition } from 'react';
import { IslandRoot, islandIdPrefix } from './island-root';
import { islandElement } from './site-islands';
import { whenReachable } from '../lib/when-reachable';
import { createOnePerTaskQueue } from '../lib/one-per-task';
import { tellEarlySubmitsUnavailable } from '../lib/early-submit';

/**
 * Start-up is a series of short tasks rather than one long one: the task that evaluates the page's
 * modules, then React DOM's code, then each root's start. React DOM is a CommonJS module that the build
 * runs only when it is first imported, here (its chunk comes with the page's others, so nothing is fetched
 * late); evaluated with the rest, it made that first task 50-120 ms on a phone's CPU (Chromium at 4x).
 */
export function hydrateIslands(root: ParentNode, pathname: string, onAllHydrated: () => void): void {
  const containers = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  let waiting = containers.length;
  const hydrated = () => {
    waiting -= 1;
    if (waiting === 0) onAllHydrated();
  };
  if (waiting === 0) {
    onAllHydrated();
    return;
  }
  const inOwnTask = createOnePerTaskQueue();
  // A form whose code cannot be fetched keeps what was typed; its note then says so (lib/early-submit.ts).
  const tellUnavailable = (...parts: ParentNode[]) => parts.forEach(tellEarlySubmitsUnavailable);
  inOwnTask(() =>
    whenReachable(() => import('react-dom/client'), ({ hydrateRoot }) => {
      containers.forEach((container, index) => {
        const name = container.dataset.island ?? '';
        const props: unknown = container.dataset.islandProps === undefined ? undefined : JSON.parse(container.dataset.islandProps);
        // A page's own island may be a chunk still to fetch (preloaded with the page; the shared ones are here).
        // Offline before it arrived, the part stays as its HTML shows it and hydrates when the connection is back.
        whenReachable(() => islandElement(name, props), (island) => {
          if (!island) throw new Error(`unknown island "${name}"`);
          inOwnTask(() =>
            // As a transition, each hydration yields to the browser every few milliseconds: a tap during start-up is answered at once.
            startTransition(() => {
              hydrateRoot(container, <IslandRoot island={island} pathname={pathname} onHydrated={hydrated} />, {
                identifierPrefix: islandIdPrefix(name, index),
              });
            }),
          );
        }, () => tellUnavailable(container));
      });
    }, () => tellUnavailable(...containers)),
  );
}
