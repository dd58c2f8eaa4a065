/**
 * Stops a plain `vite build`: it would write a client bundle whose service worker still holds the
 * unresolved `self.__WB_MANIFEST` (the precache list is injected after prerendering) and no pages.
 * scripts/build.mjs runs the whole pipeline and says so through SITE_BUILD_PIPELINE.
 */
import type { Plugin } from 'vite';

export const BUILD_PIPELINE_ENV = 'SITE_BUILD_PIPELINE';

export const PLAIN_BUILD_MESSAGE =
  'Build the site with `npm run build`: `vite build` alone makes no prerendered pages and leaves the service worker without its precache list.';

/** Fails `vite build` at once unless scripts/build.mjs started it; dev and tests are untouched. */
export function viteBuildGuard(): Plugin {
  return {
    name: 'site:vite-build-guard',
    apply: 'build',
    config() {
      if (process.env[BUILD_PIPELINE_ENV] !== '1') throw new Error(PLAIN_BUILD_MESSAGE);
    },
  };
}
