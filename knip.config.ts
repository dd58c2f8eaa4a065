// The unused-code check of `npm test` (knip). Entry points are the files something outside the
// import graph starts: the browser, the worker, the built server bundle, Deno, the command line.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // `!` marks production code: `knip --production` then finds what only tests use.
  entry: [
    // Build code that vite.config.ts loads (knip's Vite plugin reads the config but not, in production mode, its imports).
    'scripts/{vite-markdown-plugin,web-manifest,vite-build-guard,shared-chunk,search/search-index-plugin,search/compile-hints-plugin}.ts!',
    // Loaded by scripts/prerender.mjs and scripts/dev-server.mjs from the built/served server bundle.
    'src/entry-server.tsx!',
    // Deno serves each edge function from its index.ts (supabase functions serve, functions-server.ts).
    'supabase/functions/*/index.ts!',
    'scripts/local-backend/functions-server.ts!',
    // Command-line scripts: package.json scripts, and the operator's copy of the catalogue.
    'scripts/*.mjs!',
    'scripts/{edge/check-edge,leads/leads,local-backend/start,soak/soak,soak/lead-soak,machine/check,search/bench-search}.mjs!',
    // Type declarations of .mjs modules that TypeScript tests import.
    'scripts/**/*.d.mts',
  ],
  project: ['src/**/*.{ts,tsx,css}!', 'sw/**/*.ts!', 'supabase/**/*.ts!', 'schema/**/*.ts!', 'scripts/**/*.{ts,mjs,mts}!', '!scripts/**/*.test.mjs!', 'tests/**/*.{ts,tsx,mjs}'],
  // Test seams (resetting a module's state) are tagged @internal; `knip --production` leaves them.
  // Exported for a reader or a sibling in the same file is not dead code; unused anywhere is.
  ignoreExportsUsedInFile: true,
  // Lint probes (tests/lint/boundaries.test.ts) are read by ESLint, never imported.
  // The edge functions' copies of src/lib's search modules are generated (scripts/generate-backend-content.mjs):
  // their exports are checked in the originals.
  ignore: ['tests/lint/probes/**', 'supabase/functions/_shared/search-{ranking,terms}.ts'],
  // The edge functions' import map (supabase/functions/deno.json) names the schema folder @schema/.
  paths: { '@schema/*': ['schema/*'] },
  // Deno's `npm:postgres@3` specifiers in supabase/functions read to knip as a package named "npm".
  ignoreDependencies: ['npm'],
  compilers: {
    // Stylesheets reach packages by `@import 'tailwindcss'`.
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)]
        .map((m) => m[1])
        .map((specifier) => `import '${specifier}';`)
        .join('\n'),
  },
};

export default config;
