/** Loads the search index and engine on first use; one download shared by every caller. */
import type { SiteSearch } from './site-search';

let loading: Promise<SiteSearch> | undefined;

/** The site search, once its chunk and index have arrived; a failed download is tried again on the next call. */
export function loadSiteSearch(): Promise<SiteSearch> {
  loading ??= import('./site-search-chunk')
    .then((module) => module.openSiteSearch())
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}
