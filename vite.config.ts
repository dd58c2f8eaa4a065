import { basename, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { visualizer } from 'rollup-plugin-visualizer';
import { markdownPlugin } from './scripts/vite-markdown-plugin.ts';
import { webManifest } from './scripts/web-manifest.ts';
import { viteBuildGuard } from './scripts/vite-build-guard.ts';
import { reactChunkName, sharedChunkName } from './scripts/shared-chunk.ts';
import { searchIndexPlugin } from './scripts/search/search-index-plugin.ts';
import { compileHintsPlugin } from './scripts/search/compile-hints-plugin.ts';
import { SITE_STYLESHEETS } from './scripts/site-stylesheets.mjs';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    viteBuildGuard(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes' }),
    markdownPlugin(),
    searchIndexPlugin(),
    // The server build's chunks are not sent to browsers.
    isSsrBuild ? null : compileHintsPlugin(),
    react(),
    tailwindcss(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest,
      includeManifestIcons: false,
      // The precache list is injected by scripts/prerender.mjs once the prerendered HTML exists.
      injectManifest: {
        injectionPoint: undefined,
        minify: true,
        // vite-plugin-pwa 2.0.0 builds the worker with Rollup's `inlineDynamicImports`, which Vite 8 (Rolldown)
        // deprecates for `codeSplitting: false`: the same single file, without the warning on every build.
        buildPlugins: { vite: [workerInOneFile()] },
      },
      devOptions: { enabled: false },
    }),
    // `BUNDLE_MAP=1 npm run build` maps what each client chunk holds (gzip sizes) into bench-results/.
    process.env.BUNDLE_MAP && !isSsrBuild
      ? visualizer({ filename: 'bench-results/bundle-map.html', template: 'treemap', gzipSize: true })
      : null,
  ],
  // :target-current (the section lists' mark, src/components/section-contents.css) is a draft to Lightning CSS.
  css: { lightningcss: { drafts: { scrollNavigationControls: true } } },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    // One client entry for every page (src/islands-main.tsx): no page runs the client router. The
    // stylesheets are inputs of their own, not modules of the client: each page carries the rules it can
    // use inline (scripts/page-css-rules.mjs), and a chunk that imported them would link them again when
    // it loads (Vite's preload helper adds a chunk's CSS to the page).
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          input: { islands: 'src/islands-main.tsx', ...Object.fromEntries(SITE_STYLESHEETS.map((file) => [basename(file, '.css'), file])) },
          // The code every page loads, as two files: React's and the site's (scripts/shared-chunk.ts).
          output: {
            codeSplitting: {
              groups: [
                { debugName: 'react', name: reactChunkName('react') },
                { debugName: 'site', name: sharedChunkName(resolve(import.meta.dirname, 'src/islands-main.tsx'), 'site') },
              ],
            },
          },
        },
    modulePreload: {
      // A page's own islands (src/islands/site-islands.tsx loads each by name) come preloaded with everything they
      // import by the prerender (scripts/island-preloads.mjs); listed here too, every island's imports would be
      // named in the code every islands page loads.
      resolveDependencies: (filename, deps) => (/-island-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
  },
  // Search's worker (src/features/search/search-worker.ts) is a bundle of its own, which runs whole on search's first open.
  worker: { plugins: () => [compileHintsPlugin()] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));

/** Rewrites the worker build's deprecated `inlineDynamicImports` as `codeSplitting: false` (one file either way). */
function workerInOneFile(): Plugin {
  return {
    name: 'worker-in-one-file',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
        delete output.inlineDynamicImports;
        Object.assign(output, { codeSplitting: false });
      }
    },
  };
}
