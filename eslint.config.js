// Lint rules, including DESIGN.md's dependency direction:
// routes -> features -> {backend, content, components, seo} -> outbox -> lib; sw/ sees only src/outbox and src/lib.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const features = existsSync('src/features') ? readdirSync('src/features') : [];

const featureBoundaries = features.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `(^|/)features/(?!${feature}/)[^/]+`,
            message: 'A feature never imports another feature; compose them in a route.',
          },
          { regex: '(^|/)routes/', message: 'Nothing imports routes.' },
          { regex: '^\\.\\./(?!\\.\\./)', message: 'Import from a shared layer, not from another feature.' },
        ],
      },
    ],
  },
}));

const layer = (files, regex, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ regex, message }] }] },
});

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'src/routeTree.gen.ts', 'test-results/**', 'playwright-report/**', '.tmp/**', 'public/**', 'supabase/functions/**', 'shots/**'],
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
    files: ['scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['sw/**/*.ts'],
    // Worker tests run in Node against the local backend; the import rule is for the worker itself.
    ignores: ['sw/**/*.test.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!workbox-|dexie$|\\.\\./src/(outbox|lib)/|\\./)',
              message: 'The service worker imports only src/outbox, src/lib and workbox.',
            },
          ],
        },
      ],
    },
  },
  layer(['src/lib/**/*.{ts,tsx}'], '^\\.\\./', 'src/lib imports nothing of src.'),
  layer(['src/outbox/**/*.ts'], '^\\.\\./(?!lib/|\\.\\./tests/support/)|^react', 'src/outbox sees only src/lib, never React or the page.'),
  layer(
    ['src/components/**/*.{ts,tsx}', 'src/content/**/*.ts', 'src/seo/**/*.ts', 'src/backend/**/*.ts'],
    '(^|/)(features|routes)/',
    'Shared layers never import features or routes.',
  ),
  ...featureBoundaries,
);
