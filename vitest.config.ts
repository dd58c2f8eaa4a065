import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { markdownPlugin } from './scripts/vite-markdown-plugin.ts';

// Files that start the local backend: their project's global setup starts the one PostgreSQL
// cluster they share (tests/setup/shared-postgres.ts), and only when one of them runs.
const BACKEND_FILES = ['tests/integration/**/*.test.ts', 'sw/**/*.backend.test.ts', 'tests/eval/assistant-eval.test.ts'];

// The build makes the search index and names its URL (scripts/search/search-index-plugin.ts); unit tests
// that need a search build one in Node (tests/support/site-search-in-node.ts), so the URL is only a name here.
const searchIndexUrl = {
  name: 'test-search-index-url',
  resolveId: (id: string) => (id === 'virtual:site-search-index' ? '\0virtual:site-search-index' : undefined),
  load: (id: string) => (id === '\0virtual:site-search-index' ? "export default '/assets/site-search-index.json';" : undefined),
};

export default defineConfig({
  plugins: [markdownPlugin(), react(), searchIndexUrl],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    testTimeout: 20_000,
    // Vitest's default leaves one core free: on our 2-core machines that ran every file one after the
    // other (151 s; 98 s with two, every file passing, the backend ones sharing their cluster too).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Playwright specs live in tests/e2e and never run under Vitest.
          include: [
            'tests/lint/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'supabase/**/*.test.ts',
            'schema/**/*.test.ts',
            'scripts/**/*.test.{ts,mjs}',
            'tests/content/**/*.test.ts',
            'tests/eval/**/*.test.ts',
          ],
          exclude: BACKEND_FILES,
        },
      },
      {
        extends: true,
        test: { name: 'backend', include: BACKEND_FILES, globalSetup: ['tests/setup/shared-postgres.ts'] },
      },
    ],
  },
});
