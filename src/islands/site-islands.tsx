/**
 * The islands the browser can hydrate, by the name their containers carry. The shared ones are on every
 * page (the root route places them) and come with the islands entry. A page's own are exported by modules
 * `src/features/<feature>/<name>-island.tsx` (a definition named `<name>`; islands.test.tsx checks each);
 * each loads only on a page that has one, and the prerender preloads it there.
 */
import { SiteHeader } from '../components/layout/site-header';
import { defineIsland, type IslandDefinition } from '../components/island-definition';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';
import { LazyChatWidget } from '../features/chat/chat-widget';
import { SearchLauncher } from '../features/search/search-launcher';
import { siteSearchOnDemand } from '../features/search/site-search-on-demand';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { RejectionNotice } from '../features/rejection-notice/rejection-notice';

// The chat's answers without a model come from the site search's index (features compose here, never in each other).
const chatDeps = { siteSearch: siteSearchOnDemand };

/** The site's header with its search button. */
export const siteHeader = defineIsland('site-header', () => <SiteHeader search={<SearchLauncher />} />);
/** The footer's newsletter signup. */
export const newsletter = defineIsland('newsletter', () => <NewsletterSignup variant="compact" />);
/** The chat launcher and window. */
export const chat = defineIsland('chat', () => <LazyChatWidget deps={chatDeps} />);
/** The prompt to load a new version of the site. */
export const updatePrompt = defineIsland('update-prompt', () => <UpdatePrompt />);
/** The notice of a message or signup the server refused. */
export const rejectionNotice = defineIsland('rejection-notice', () => <RejectionNotice />);

/** The islands on every page, in the order the root route places them. */
export const sharedIslands: IslandDefinition<object>[] = [siteHeader, newsletter, chat, updatePrompt, rejectionNotice];

const pageIslandModules = import.meta.glob<Record<string, unknown>>('../features/*/*-island.tsx');

const PAGE_ISLAND_FILE = /\/([\w-]+)-island\.tsx$/;
const pageIslandKeys = new Map(Object.keys(pageIslandModules).map((key) => [PAGE_ISLAND_FILE.exec(key)![1], key]));

/** The source file of a page's island, as the build manifest names it; undefined for a shared island. */
export function pageIslandSource(name: string): string | undefined {
  return pageIslandKeys.get(name)?.replace(/^\.\.\//, 'src/');
}

// A container's name in a rendered page: our own attribute (src/components/island.tsx).
const CONTAINER_NAME = /<div data-island="([\w-]+)"/g;

/** The source files of the page's own islands in a rendered page, so the build can preload their chunks. */
export function pageIslandFiles(html: string): string[] {
  const names = new Set([...html.matchAll(CONTAINER_NAME)].map(([, name]) => name));
  return [...names].map(pageIslandSource).filter((file): file is string => file !== undefined);
}

/** The island a container names (a page's own loads its module first); undefined for a name no island has. */
export async function islandDefinition(name: string): Promise<IslandDefinition<object> | undefined> {
  const shared = sharedIslands.find((island) => island.name === name);
  if (shared) return shared;
  const key = pageIslandKeys.get(name);
  if (key === undefined) return undefined;
  const island = Object.values(await pageIslandModules[key]()).find((value) => (value as Partial<IslandDefinition<object>> | undefined)?.name === name);
  if (!island) throw new Error(`${key} exports no island named "${name}"`);
  return island as IslandDefinition<object>;
}
