/**
 * Where an island sits in a page: `<Island of={contactForm} props={...} />`, the island's definition
 * (island-definition.ts) and the props its component takes, checked by the type checker. The server
 * renders the island into its container on a root of its own, as the browser then hydrates it
 * (src/islands/hydrate-islands.tsx), with its props as JSON and its children, where it has them, as HTML
 * the browser keeps. Rendered in the browser (a unit test of a whole page), it renders the island in place.
 */
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { IslandDefinition } from './island-definition';
import { IslandRoot, IslandSlot, islandIdPrefix } from './island-root';
import { usePagePath } from './site-link';

// Neither a box of its own nor a change to the layout: the island's element lays out as before.
const CONTAINER_STYLE = { display: 'contents' } as const;

type DataProps<P> = Omit<P, 'children'>;

/** Island's own props: the definition, the props its component takes (none where it takes none; optional where all are), children where it takes them. */
export type IslandProps<P extends object> = {
  of: IslandDefinition<P>;
  children?: 'children' extends keyof P ? ReactNode : never;
} & ([keyof DataProps<P>] extends [never] ? { props?: never } : Partial<DataProps<P>> extends DataProps<P> ? { props?: DataProps<P> } : { props: DataProps<P> });

function islandElement<P extends object>({ of, props, children }: IslandProps<P>) {
  const Component = of.component;
  const all = { ...props, ...(children === undefined ? {} : { children: <IslandSlot>{children}</IslandSlot> }) } as P;
  return <Component {...all} />;
}

/** The server's side of Island (the islands' own test renders it in jsdom). */
export function ServerIsland<P extends object>(island: IslandProps<P>) {
  // Unique on the page: it keeps the ids of each island's root apart.
  const id = useId();
  const pathname = usePagePath();
  const html = renderToString(<IslandRoot island={islandElement(island)} pathname={pathname} />, { identifierPrefix: islandIdPrefix(island.of.name, id) });
  // Props left undefined (test seams) are not sent.
  const props = island.props ? JSON.stringify(island.props) : '{}';
  return (
    <div
      data-island={island.of.name}
      data-island-id={id}
      data-island-props={props === '{}' ? undefined : props}
      style={CONTAINER_STYLE}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ClientIsland<P extends object>(island: IslandProps<P>) {
  return (
    <div data-island={island.of.name} style={CONTAINER_STYLE}>
      {islandElement(island)}
    </div>
  );
}

/** Places an island: the server renders it for hydration, the browser (a unit test) in place. */
export const Island = import.meta.env.SSR ? ServerIsland : ClientIsland;
