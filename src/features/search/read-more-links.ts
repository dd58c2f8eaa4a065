/** "Read more" for the chat's fallback replies: the site's best pages for the visitor's words, from the local index. */
import type { PageHit } from '../../lib/search-ranking';
import { loadSiteSearch } from './load-site-search';

// The privacy policy and terms answer what a visitor agrees to, not what they asked the assistant.
const NOT_FURTHER_READING = new Set(['Legal']);

/** The first `limit` hits worth reading further, as links (title and url#section). */
export function furtherReading(hits: readonly PageHit[], limit: number): Array<{ title: string; url: string }> {
  return hits
    .filter((hit) => !NOT_FURTHER_READING.has(hit.kind))
    .slice(0, limit)
    .map((hit) => ({ title: hit.title, url: hit.url }));
}

/** Up to `limit` pages for the words; empty when nothing matches well enough. */
export async function readMoreLinks(message: string, limit = 3): Promise<Array<{ title: string; url: string }>> {
  const search = await loadSiteSearch();
  return furtherReading(search.search(message, limit + NOT_FURTHER_READING.size * 2), limit);
}
