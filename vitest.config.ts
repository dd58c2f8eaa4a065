import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { markdownPlugin } from './scripts/vite-markdown-plugin.ts';

export default defineConfig({
  plugins: [markdownPlugin(), react()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    // Playwright specs live in tests/e2e and never run under Vitest.
    include: [
      'tests/lint/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'sw/**/*.test.ts',
      'supabase/**/*.test.ts',
      'schema/**/*.test.ts',
      'scripts/**/*.test.{ts,mjs}',
      'tests/integration/**/*.test.ts',
      'tests/content/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/vitest-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
  },
});
