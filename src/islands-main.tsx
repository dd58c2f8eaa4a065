/**
 * Client entry of every page: no client router, so neither React's tree of the whole page nor the
 * router's code; only the parts that need the client hydrate, each on its own root (src/islands), and
 * links load pages, which the service worker serves offline. No stylesheet: each page carries its rules
 * inline (scripts/page-css-rules.mjs).
 */
import { hydrateIslands } from './islands/hydrate-islands';
import { whenIdle } from './lib/when-idle';
import { renderDeferredBlocks } from './lib/render-deferred-blocks';
import { startBackgroundWork } from './start-background-work';

hydrateIslands(document, window.location.pathname, () => {
  // Styles and tests wait for this mark.
  document.documentElement.dataset.hydrated = '';
  whenIdle(() => renderDeferredBlocks());
});
startBackgroundWork();
