/** The site search as src/islands passes it to the chat: the search engine and its index load on the chat's first local answer, never with the page. */
import type { SiteSearch } from './site-search';

/** The site search, loaded on first use and shared with the search dialog. */
export function siteSearchOnDemand(): Promise<SiteSearch> {
  return import('./load-site-search').then((module) => module.loadSiteSearch());
}
