/**
 * Vite plugin: the chunks search loads on its first open begin with V8's compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136 and later; a plain comment elsewhere). Search runs nearly
 * every function in them at once (the dialog's render, the engine's build, the first query), and V8 would
 * otherwise compile each on its first call, on the main thread, after parsing it once already to find its
 * end. With the hint it compiles them as the file streams in, on a background thread. Only these chunks:
 * every page's own code runs a part of what it holds, and compiling the rest would cost every page.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

// The modules whose chunks are search's on first open (each chunk gets the hint if it holds one of them).
const FIRST_OPEN_MODULES = [
  '/src/features/search/search-dialog.tsx',
  '/src/features/search/use-site-search.ts',
  '/src/features/search/load-site-search.ts',
  '/src/features/search/search-worker.ts',
  '/src/lib/search-terms.ts',
];

/** Whether a client chunk holding these modules is one search runs whole on its first open. */
export function runsWholeOnFirstOpen(moduleIds: readonly string[]): boolean {
  return moduleIds.some((id) => FIRST_OPEN_MODULES.some((module) => id.endsWith(module)));
}

export function compileHintsPlugin(): Plugin {
  return {
    name: 'search-compile-hints',
    apply: 'build',
    // After minification (which drops comments): the hint must be the file's first line.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && runsWholeOnFirstOpen(chunk.moduleIds)) chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
