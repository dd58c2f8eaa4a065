// Lint rules, including the dependency direction README's Layout gives, checked on the files imports resolve to
// (import-x's no-restricted-paths and no-cycle), not on the strings they are written as:
//   {routes, islands, site-files} -> features -> {backend, content, components, seo} -> outbox -> lib
//   sw/ sees only src/outbox and src/lib; supabase/ sees only itself and schema/; schema/ (the
//   submission shapes and their validation, read by Vite and by Deno) imports nothing; nothing ships tests/ or scripts/.
// src/lib may use React for its small hooks (use-*.ts) and nothing else of src or of node_modules.
// tests/lint/boundaries.test.ts lints a probe for every rule below and expects it to fail.
import { readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = dirname(fileURLToPath(import.meta.url));
const features = existsSync(join(root, 'src/features')) ? readdirSync(join(root, 'src/features')) : [];
const TESTS = ['**/*.test.{ts,tsx,mjs}', '**/*.backend.test.ts'];
const PRODUCTION = ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'supabase/**/*.ts', 'schema/**/*.ts'];

/** One no-restricted-paths zone: files under `target` may not import anything under `from` (but `except`, relative to `from`). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const SHARED = ['src/backend', 'src/components', 'src/content', 'src/seo'];
const REACT = ['node_modules/react', 'node_modules/react-dom', 'node_modules/dexie-react-hooks', 'node_modules/@tanstack/react-router', 'node_modules/lucide-react'];

const zones = [
  // A feature never imports another feature; compose them in a route. Its own subfolders are its own.
  ...features.map((feature) =>
    zone(`src/features/${feature}`, 'src/features', 'A feature never imports another feature; compose them in a route.', [`./${feature}`]),
  ),
  // Nothing imports routes (the generated route tree is the router's alone).
  zone(['src/features', 'src/outbox', 'src/lib', 'src/site-files', 'sw', 'supabase', ...SHARED], ['src/routes', 'src/routeTree.gen.ts', 'src/router.tsx'], 'Nothing imports routes.'),
  // site-files composes pages' words into files beside the pages, like a route; only the server entry reads it.
  zone(['src/features', 'src/outbox', 'src/lib', 'sw', 'supabase', ...SHARED], 'src/site-files', 'Only src/entry-server.tsx reads site-files.'),
  // The islands (src/islands) compose features like a route; the root route and the client entry use them.
  zone(['src/features', 'src/outbox', 'src/lib', 'src/site-files', 'sw', 'supabase', ...SHARED], 'src/islands', 'Only the root route and the client entry use src/islands.'),
  // What the browser runs has no client router (links are SiteLink's anchors); only the server's side reads
  // the router. A feature that brings the router in is caught by tests/e2e/islands.spec.ts.
  zone(
    ['src/islands-main.tsx', 'src/islands/hydrate-islands.tsx', 'src/islands/site-islands.tsx', 'src/components/island.tsx', 'src/components/island-root.tsx', 'src/components/island-definition.ts'],
    'node_modules/@tanstack/react-router',
    'An island runs without the client router: link with SiteLink (src/components/site-link.tsx).',
  ),
  // Shared layers sit below features.
  zone(SHARED, 'src/features', 'Shared layers (backend, components, content, seo) never import features.'),
  // The outbox is framework-free and shared with the worker: only src/lib below it, no React, no backend folder.
  zone('src/outbox', 'src', 'src/outbox sees only src/lib.', ['./outbox', './lib']),
  zone('src/outbox', ['supabase', ...REACT], 'src/outbox never imports React or supabase/ (the worker shares it).'),
  // Its page side (start-up, submit, the forms' fallback) uses window; the core and the worker never load it.
  zone(['src/outbox/*.ts', 'sw'], 'src/outbox/page', 'Only the page loads src/outbox/page: the outbox core and the service worker never import it.'),
  // src/lib imports nothing of src, and no package but React.
  zone('src/lib', 'src', 'src/lib imports nothing of src.', ['./lib']),
  zone('src/lib', 'node_modules', 'src/lib may import React only.', ['./react']),
  zone('src/lib', 'supabase', 'src/lib imports nothing of supabase/.'),
  // The service worker sees only src/outbox, src/lib and Workbox.
  zone('sw', 'src', 'The service worker imports only src/outbox and src/lib.', ['./outbox', './lib']),
  zone('sw', ['supabase', ...REACT], 'The service worker imports only src/outbox, src/lib and Workbox.'),
  // The edge functions run in Deno from supabase/ and schema/ alone.
  zone('supabase', ['src', 'sw', 'scripts'], 'supabase/ is deployed on its own: it imports nothing outside supabase/ and schema/.'),
  // The schema is read by Vite and by Deno alike: no imports at all.
  zone('schema', ['src', 'sw', 'supabase', 'scripts'], 'schema/ imports nothing: Vite and Deno both read it.'),
  zone('schema', 'node_modules', 'schema/ imports no package: Vite and Deno both read it.'),
  // What ships never imports test code or build tooling.
  zone(['src', 'sw', 'supabase', 'schema'], ['tests', 'scripts'], 'Shipped code never imports tests/ or scripts/.'),
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'src/routeTree.gen.ts', 'test-results/**', 'playwright-report/**', '.tmp/**', 'public/**', 'shots/**', 'tests/lint/probes/**', 'bench-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx,mjs}', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The edge functions run in Deno.
    files: ['supabase/**/*.ts', 'scripts/local-backend/functions-server.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
  {
    files: ['sw/**/*.ts'],
    ignores: TESTS,
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Imports resolve as Vite resolves them: relative paths without an extension, packages from node_modules.
    files: [...PRODUCTION, 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows only files of these kinds, parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts', '.d.ts', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: PRODUCTION,
    ignores: TESTS,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    // Tests may reach tests/support and the code under test; the layer rules still hold for what
    // a test in a layer imports from other layers (a feature's test does not import another feature).
    files: TESTS.map((pattern) => `{src,sw,supabase,schema}/${pattern}`),
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        // (Test code and the test runner are what a test may import besides.)
        { basePath: root, zones: zones.filter((z) => ![z.from].flat().some((from) => from === 'tests' || from === 'node_modules')) },
      ],
    },
  },
  {
    // The outbox runs in the worker too: no window or document there (navigator is guarded where used).
    // Only its page side (src/outbox/page), which the worker never loads, may use them.
    files: ['src/outbox/**/*.ts'],
    ignores: [...TESTS, 'src/outbox/page/**'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'src/outbox runs in the service worker too: no window.' },
        { name: 'document', message: 'src/outbox runs in the service worker too: no document.' },
        { name: 'localStorage', message: 'src/outbox runs in the service worker too: take storage as a parameter.' },
      ],
    },
  },
);
