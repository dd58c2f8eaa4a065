/** The site search in Node, built from the site's content as the build builds it and loaded as the browser loads it. */
import { loadSitePassages } from '../../scripts/search/load-passages.mjs';
import { buildSearchIndex } from '../../scripts/search/build-search-index';
import { createSiteSearch, type SiteSearch } from '../../src/features/search/site-search';

let building: Promise<SiteSearch> | undefined;

/** The site search over the site's passages; built once per test process (a few seconds). */
export function siteSearchInNode(): Promise<SiteSearch> {
  // Through JSON, as the browser receives the index.
  building ??= loadSitePassages().then((passages) => createSiteSearch(JSON.parse(JSON.stringify(buildSearchIndex(passages)))));
  return building;
}
