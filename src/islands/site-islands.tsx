/**
 * The parts of every page that need the client: what an islands page hydrates, each on its own root.
 * The features compose here, as they do in the root route, which renders the same parts on router pages.
 */
import type { ReactElement } from 'react';
import { SiteHeader } from '../components/layout/site-header';
import { NewsletterSignup } from '../features/newsletter/newsletter-signup';
import { LazyChatWidget } from '../features/chat/chat-widget';
import { SearchLauncher } from '../features/search/search-launcher';
import { readMoreOnDemand } from '../features/search/read-more-on-demand';
import { UpdatePrompt } from '../features/pwa/update-prompt';
import { RejectionNotice } from '../features/rejection-notice/rejection-notice';

// The chat's fallback replies end with pages from the site search's index (features compose here, never in each other).
const chatDeps = { readMore: readMoreOnDemand };

export const siteIslands = {
  'site-header': () => <SiteHeader search={<SearchLauncher />} />,
  newsletter: () => <NewsletterSignup variant="compact" />,
  chat: () => <LazyChatWidget deps={chatDeps} />,
  'update-prompt': () => <UpdatePrompt />,
  'rejection-notice': () => <RejectionNotice />,
} satisfies Record<string, () => ReactElement>;

export type IslandName = keyof typeof siteIslands;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(siteIslands, name);
}
