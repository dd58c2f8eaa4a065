/** Server: turns the router's rendering of an islands page into the page its islands entry hydrates. */
import { renderToString } from 'react-dom/server';
import { IslandRoot, islandIdPrefix } from './island-root';
import { isIslandName } from './site-islands';

const EMPTY_CONTAINER = /<div data-island="([\w-]+)" style="display:contents"><\/div>/g;

// The router's own inline scripts: its hydration data and the scroll restorer, which read and set state
// only the client router uses. An islands page loads no router, and the browser restores its scroll.
const ROUTER_SCRIPT = /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:\$_TSR|\$tsr-stream-boundary|__TSR_key)(?:(?!<\/script>)[\s\S])*<\/script>/g;

/** Fills the empty island containers (island.tsx) with each island rendered on its own root, and drops the router's scripts. */
export function renderIslands(html: string, pathname: string): string {
  const withIslands = html.replace(EMPTY_CONTAINER, (container, name: string) => {
    if (!isIslandName(name)) throw new Error(`unknown island "${name}"`);
    const island = renderToString(<IslandRoot name={name} pathname={pathname} />, { identifierPrefix: islandIdPrefix(name) });
    return container.replace('></div>', `>${island}</div>`);
  });
  return withIslands.replace(ROUTER_SCRIPT, '');
}
