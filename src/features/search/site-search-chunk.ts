/** The engine and the download of its index: the chunk the site loads when search is first used. */
import indexUrl from 'virtual:site-search-index';
import type { SearchIndexData } from '../../lib/search-ranking';
import { createSiteSearch, type SiteSearch } from './site-search';

async function readIndex(url: string): Promise<SearchIndexData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // gzip data starts with 1f 8b; a host that sent it with Content-Encoding has already decoded it.
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const json = gzipped
    ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).text()
    : new TextDecoder().decode(bytes);
  return JSON.parse(json) as SearchIndexData;
}

/** Downloads the index (from the precache once the service worker has it) and loads it into the engine. */
export async function openSiteSearch(): Promise<SiteSearch> {
  return createSiteSearch(await readIndex(indexUrl));
}
