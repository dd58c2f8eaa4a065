/** One island as its own React root: the same tree on the server (render-islands.tsx) and in the browser (hydrate-islands.tsx), so the markup and useId's ids match. */
import { useEffect, type ReactElement } from 'react';
import { SiteNavigationProvider } from '../components/site-link';

/** Keeps ids of different islands apart (each root counts its own from zero): by name and place in the document. */
export const islandIdPrefix = (name: string, index: number) => `${name}-${index}-`;

function AfterHydration({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function IslandRoot({ island, pathname, onHydrated }: { island: ReactElement; pathname: string; onHydrated?: () => void }) {
  return (
    <SiteNavigationProvider value={{ pathname }}>
      {island}
      <AfterHydration onHydrated={onHydrated} />
    </SiteNavigationProvider>
  );
}
