/** Server: turns the router's rendering of an islands page into the page its islands entry hydrates. */
import { renderToString } from 'react-dom/server';
import { IslandRoot, islandIdPrefix } from './island-root';
import { islandElement } from './site-islands';

// An empty container as IslandContainer renders it on an islands page, with its props as escaped JSON.
const EMPTY_CONTAINER = /<div data-island="([\w-]+)"(?: data-island-props="([^"]*)")? style="display:contents"><\/div>/g;

// The router's own inline scripts: its hydration data and the scroll restorer, which read and set state
// only the client router uses. An islands page loads no router, and the browser restores its scroll.
const ROUTER_SCRIPT = /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:\$_TSR|\$tsr-stream-boundary|__TSR_key)(?:(?!<\/script>)[\s\S])*<\/script>/g;

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const unescapeAttribute = (value: string) => value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity]);

/** The page with its empty island containers filled, each island rendered on its own root, and without the router's scripts; and the islands it has, by name. */
export async function renderIslands(html: string, pathname: string): Promise<{ html: string; islands: string[] }> {
  const containers = [...html.matchAll(EMPTY_CONTAINER)];
  const rendered = await Promise.all(
    containers.map(async ([, name, escapedProps], index) => {
      const props: unknown = escapedProps === undefined ? undefined : JSON.parse(unescapeAttribute(escapedProps));
      const island = await islandElement(name, props);
      if (!island) throw new Error(`unknown island "${name}"`);
      return renderToString(<IslandRoot island={island} pathname={pathname} />, { identifierPrefix: islandIdPrefix(name, index) });
    }),
  );
  let index = 0;
  const filled = html.replace(EMPTY_CONTAINER, (container) => container.replace('></div>', `>${rendered[index++]}</div>`));
  return { html: filled.replace(ROUTER_SCRIPT, ''), islands: containers.map(([, name]) => name) };
}
