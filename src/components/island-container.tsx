/**
 * Where an island sits in a page: a part that needs the client (src/islands names each one). On a router
 * page it renders its children in the page's tree, as any component; on an islands page (a route with
 * staticData.islands) the server leaves it empty, with the island's props, and src/islands/render-islands.tsx
 * fills it with the island rendered on its own root, as the browser then hydrates it.
 */
import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';

// Neither a box of its own nor a change to the layout: the island's element lays out as before.
const CONTAINER_STYLE = { display: 'contents' } as const;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page hydrates its islands only: no client router, links load pages (src/islands-main.tsx). */
    islands?: true;
  }
}

/**
 * Whether the matched routes make an islands page (the server entry asks too, to pick the page's client
 * entry). The not-found page is one too: no route matched but the root (no route to mark), or a route sent
 * its unknown slug to the root's not-found page; either way the page is links and text.
 */
export const isIslandsPage = (matches: ReadonlyArray<{ staticData: { islands?: true }; _notFound?: boolean }>) =>
  matches.length === 1 || matches.some((match) => match.staticData.islands === true || match._notFound === true);

interface IslandContainerProps {
  /** the island's name in src/islands/site-islands.tsx */
  name: string;
  /** what the island is rendered with, as JSON (an islands page carries them to the browser) */
  props?: object;
  /** the island's part as the router page renders it: the same component with the same props */
  children: ReactNode;
}

// Only the server asks the router which page this is: the browser renders the part either way (a router
// page hydrates it, a client-side navigation renders it), and a test may render it without a router.
function ServerIslandContainer({ name, props, children }: IslandContainerProps) {
  const islandsPage = useRouterState({ select: (state) => isIslandsPage(state.matches) });
  if (!islandsPage) return <ClientIslandContainer name={name}>{children}</ClientIslandContainer>;
  return <div data-island={name} data-island-props={props ? JSON.stringify(props) : undefined} style={CONTAINER_STYLE} />;
}

function ClientIslandContainer({ name, children }: IslandContainerProps) {
  return (
    <div data-island={name} style={CONTAINER_STYLE}>
      {children}
    </div>
  );
}

export const IslandContainer = import.meta.env.SSR ? ServerIslandContainer : ClientIslandContainer;
