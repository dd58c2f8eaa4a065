/** Browser: hydrates each island of an islands page on its own root, and tells when every one has. */
import { startTransition, type ComponentType } from 'react';
import { IslandRoot, IslandSlot, islandIdPrefix } from '../components/island-root';
import { islandDefinition } from './site-islands';
import { whenReachable } from '../lib/when-reachable';
import { createOnePerTaskQueue } from '../lib/one-per-task';
import { tellEarlySubmitsUnavailable } from '../lib/early-submit';

/** The island's element as the server rendered it into `container` (src/components/island.tsx): its props, and its children's HTML kept as it is. */
function islandElementIn(container: HTMLElement, Island: ComponentType<object>) {
  const props: object = container.dataset.islandProps === undefined ? {} : JSON.parse(container.dataset.islandProps);
  const slot = container.querySelector('[data-island-slot]');
  return <Island {...props}>{slot && <IslandSlot html={slot.innerHTML} />}</Island>;
}

/**
 * Start-up is a series of short tasks rather than one long one: the task that evaluates the page's
 * modules, then React DOM's code, then each root's start. React DOM is a CommonJS module that the build
 * runs only when it is first imported, here (its chunk comes with the page's others, so nothing is fetched
 * late); evaluated with the rest, it made that first task 50-120 ms on a phone's CPU (Chromium at 4x).
 * `find` gives the island a container names (the site's, unless a test brings its own).
 */
export function hydrateIslands(root: ParentNode, pathname: string, onAllHydrated: () => void, find = islandDefinition): void {
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
      containers.forEach((container) => {
        const name = container.dataset.island ?? '';
        // A page's own island may be a chunk still to fetch (preloaded with the page; the shared ones are here).
        // Offline before it arrived, the part stays as its HTML shows it and hydrates when the connection is back.
        whenReachable(() => find(name), (island) => {
          if (!island) throw new Error(`unknown island "${name}"`);
          const element = islandElementIn(container, island.component);
          inOwnTask(() =>
            // As a transition, each hydration yields to the browser every few milliseconds: a tap during start-up is answered at once.
            startTransition(() => {
              hydrateRoot(container, <IslandRoot island={element} pathname={pathname} onHydrated={hydrated} />, {
                identifierPrefix: islandIdPrefix(name, container.dataset.islandId ?? ''),
              });
            }),
          );
        }, () => tellUnavailable(container));
      });
    }, () => tellUnavailable(...containers)),
  );
}
