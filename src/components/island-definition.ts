/**
 * An island: a part of a page that needs the client, hydrated in the browser on its own root. Its
 * definition is one value (its name, its component and so its props' type) that a page places with
 * `<Island of={definition} props={...} />` (island.tsx). A page's own island is exported by a module
 * `src/features/<feature>/<name>-island.tsx`, which the browser loads only on a page that has one.
 */
import type { ComponentType } from 'react';

/** What defineIsland returns: a page's reference to one island. */
export interface IslandDefinition<P extends object> {
  /** its name in the page (the container's data-island); a page's own island's file is `<name>-island.tsx` */
  readonly name: string;
  readonly component: ComponentType<P>;
}

/** An island named `name` that renders `component`; its props travel to the browser as JSON, its children as the server's HTML. */
export function defineIsland<P extends object>(name: string, component: ComponentType<P>): IslandDefinition<P> {
  return { name, component };
}
