/** "Read more" for the chat's fallback replies: the site's best pages for the visitor's words, from the local index. */
import { loadSiteSearch } from './load-site-search';

/** Up to `limit` pages (title and url#section) for the words; empty when nothing matches well enough. */
export async function readMoreLinks(message: string, limit = 3): Promise<Array<{ title: string; url: string }>> {
  const search = await loadSiteSearch();
  return search.search(message, limit).map((hit) => ({ title: hit.title, url: hit.url }));
}
