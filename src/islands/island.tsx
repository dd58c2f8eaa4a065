/**
 * Where an island sits in the page. On a router page it renders its part in the page's tree, as any
 * component; on an islands page (a route with staticData.islands) the server leaves it empty and
 * render-islands.tsx fills it with the island rendered on its own root, as the browser hydrates it.
 */
import { useRouterState } from '@tanstack/react-router';
import { siteIslands, type IslandName } from './site-islands';

// Neither a box of its own nor a change to the layout: the island's element lays out as before.
const CONTAINER_STYLE = { display: 'contents' } as const;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page hydrates its islands only: no client router, links load pages (src/islands-main.tsx). */
    islands?: true;
  }
}

/** Whether the page shown runs without the client router and hydrates its islands only. */
function useIslandsPage(): boolean {
  return useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.islands === true),
  });
}

export function Island({ name }: { name: IslandName }) {
  const islandsPage = useIslandsPage();
  if (import.meta.env.SSR && islandsPage) return <div data-island={name} style={CONTAINER_STYLE} />;
  return (
    <div data-island={name} style={CONTAINER_STYLE}>
      {siteIslands[name]()}
    </div>
  );
}
