import { describe, expect, test } from 'vitest';
import { runsWholeOnFirstOpen } from './compile-hints-plugin.ts';

describe("search's compile hints", () => {
  test("chunks holding the dialog, the view's hook, the loader, search's worker or the search terms are search's first open", () => {
    expect(runsWholeOnFirstOpen(['/repo/src/features/search/search-dialog.tsx', '/repo/src/features/search/search-results.tsx'])).toBe(true);
    expect(runsWholeOnFirstOpen(['/repo/src/features/search/load-site-search.ts', '/repo/node_modules/minisearch/dist/es/index.js'])).toBe(true);
    expect(runsWholeOnFirstOpen(['/repo/src/lib/search-terms.ts'])).toBe(true);
    expect(runsWholeOnFirstOpen(['/repo/src/features/search/search-worker.ts', '/repo/src/features/search/site-search.ts'])).toBe(true);
  });

  test("every page's own code, and chunks that only share a helper with search, are not", () => {
    expect(runsWholeOnFirstOpen(['/repo/src/islands-main.tsx', '/repo/src/features/search/search-launcher.tsx'])).toBe(false);
    expect(runsWholeOnFirstOpen(['/repo/src/features/chat/chat-panel.tsx'])).toBe(false);
    expect(runsWholeOnFirstOpen([])).toBe(false);
  });
});
