/** One island as its own React root: the same tree on the server (island.tsx) and in the browser (src/islands/hydrate-islands.tsx), so the markup and useId's ids match. */
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { SiteNavigationProvider } from './site-link';

// Neither a box of its own nor a change to the layout.
const CONTENTS = { display: 'contents' } as const;

/** Keeps ids of different islands apart (each root counts its own from zero): by name and the container's own id. */
export const islandIdPrefix = (name: string, containerId: string) => `${name}${containerId}`;

/**
 * Where an island shows its children: the server renders them into it (island.tsx); the browser gives it
 * their HTML, read from the page (src/islands/hydrate-islands.tsx), which hydration finds as it is and leaves.
 */
export function IslandSlot({ html, children }: { html?: string; children?: ReactNode }) {
  return (
    <div data-island-slot="" style={CONTENTS} dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }} suppressHydrationWarning>
      {children}
    </div>
  );
}

function AfterHydration({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/** The island's element in the page's navigation context, telling once it has hydrated. */
export function IslandRoot({ island, pathname, onHydrated }: { island: ReactElement; pathname: string; onHydrated?: () => void }) {
  return (
    <SiteNavigationProvider value={{ pathname }}>
      {island}
      <AfterHydration onHydrated={onHydrated} />
    </SiteNavigationProvider>
  );
}
