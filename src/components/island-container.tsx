/**
 * Where an island sits in a page: a part that needs the client (src/islands names each one). Every page is
 * an islands page: the server leaves the container empty, with the island's props, and
 * src/islands/render-islands.tsx fills it with the island rendered on its own root, as the browser then
 * hydrates it. Rendered in the browser (a unit test of a whole page), it renders its children in place.
 */
import type { ReactNode } from 'react';

// Neither a box of its own nor a change to the layout: the island's element lays out as before.
const CONTAINER_STYLE = { display: 'contents' } as const;

interface IslandContainerProps {
  /** the island's name in src/islands/site-islands.tsx */
  name: string;
  /** what the island is rendered with, as JSON (the page carries them to the browser) */
  props?: object;
  /** the island's part: the same component with the same props */
  children: ReactNode;
}

function ServerIslandContainer({ name, props }: IslandContainerProps) {
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
