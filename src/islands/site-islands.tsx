/**
 * The parts of the site that need the client: what an islands page hydrates, each on its own root.
 * The shared ones are on every page (the root route places them) and come with the islands entry. A
 * page's own are modules named `src/features/<feature>/<name>-island.tsx` whose default export takes
 * the props its IslandContainer carries; each loads only on a page that has one (the prerender
 * preloads it there).
 */
import type { ComponentType, ReactElement } from 'react';
import { SiteHeader } from '../components/layout/site-header';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';
import { LazyChatWidget } from '../features/chat/chat-widget';
import { SearchLauncher } from '../features/search/search-launcher';
import { siteSearchOnDemand } from '../features/search/site-search-on-demand';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { RejectionNotice } from '../features/rejection-notice/rejection-notice';

// The chat's answers without a model come from the site search's index (features compose here, never in each other).
const chatDeps = { siteSearch: siteSearchOnDemand };

export const sharedIslands = {
  'site-header': () => <SiteHeader search={<SearchLauncher />} />,
  newsletter: () => <NewsletterSignup variant="compact" />,
  chat: () => <LazyChatWidget deps={chatDeps} />,
  'update-prompt': () => <UpdatePrompt />,
  'rejection-notice': () => <RejectionNotice />,
} satisfies Record<string, () => ReactElement>;

export type SharedIslandName = keyof typeof sharedIslands;

// Its props are what its container carried as JSON; the island's own test renders it from them.
type PageIsland = ComponentType<never>;
const pageIslandModules = import.meta.glob<PageIsland>('../features/*/*-island.tsx', { import: 'default' });

const PAGE_ISLAND_FILE = /\/([\w-]+)-island\.tsx$/;
const pageIslandKeys = new Map(Object.keys(pageIslandModules).map((key) => [PAGE_ISLAND_FILE.exec(key)![1], key]));

/** The source file of a page's island, as the build manifest names it (the prerender preloads its chunk). */
export function pageIslandSource(name: string): string | undefined {
  return pageIslandKeys.get(name)?.replace(/^\.\.\//, 'src/');
}

/** The island's element for the props its container carried; undefined for a name no island has. */
export async function islandElement(name: string, props: unknown): Promise<ReactElement | undefined> {
  if (Object.hasOwn(sharedIslands, name)) return sharedIslands[name as SharedIslandName]();
  const key = pageIslandKeys.get(name);
  if (key === undefined) return undefined;
  const Island = (await pageIslandModules[key]()) as ComponentType<object>;
  return <Island {...(props as object)} />;
}
