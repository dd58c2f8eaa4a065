/** One island as its own React root: the same tree on the server (render-islands.tsx) and in the browser (hydrate-islands.tsx), so the markup and useId's ids match. */
import { useEffect } from 'react';
import { SiteNavigationProvider } from '../components/site-link';
import { siteIslands, type IslandName } from './site-islands';

/** Keeps ids of different islands apart (each root counts its own from zero). */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

function AfterHydration({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

export function IslandRoot({ name, pathname, onHydrated }: { name: IslandName; pathname: string; onHydrated?: () => void }) {
  return (
    <SiteNavigationProvider value={{ pathname }}>
      {siteIslands[name]()}
      <AfterHydration onHydrated={onHydrated} />
    </SiteNavigationProvider>
  );
}
