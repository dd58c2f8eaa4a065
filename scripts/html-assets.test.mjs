import { describe, expect, it } from 'vitest';
import { manifestEntryAssets } from './html-assets.mjs';
import { createIslandPreloads } from './island-preloads.mjs';

// The shape of Vite's build manifest: the entry, the chunks it imports, and a page island loaded on demand.
const manifest = {
  'src/islands-main.tsx': { file: 'assets/islands-b.js', isEntry: true, imports: ['_react.js', '_chrome.js'], css: ['assets/islands-a.css'] },
  '_react.js': { file: 'assets/react-c.js' },
  '_chrome.js': { file: 'assets/chrome-e.js', imports: ['_react.js', '_icons.js'], css: ['assets/chrome-x.css'] },
  '_icons.js': { file: 'assets/icons-f.js' },
  'src/features/insights/share-button-island.tsx': { file: 'assets/share-h.js', isDynamicEntry: true, imports: ['_react.js', '_icons.js', '_share.js'] },
  '_share.js': { file: 'assets/share-copy-i.js' },
};

describe('manifestEntryAssets', () => {
  it("gives the entry's script, every chunk it imports (transitively) to preload, and its stylesheets with those of its imports", () => {
    expect(manifestEntryAssets(manifest, 'src/islands-main.tsx')).toEqual({
      stylesheets: ['/assets/islands-a.css', '/assets/chrome-x.css'],
      modulePreloads: ['/assets/chrome-e.js', '/assets/icons-f.js', '/assets/react-c.js'],
      scripts: [{ src: '/assets/islands-b.js' }],
    });
  });

  it('says so when the build has no such entry', () => {
    expect(() => manifestEntryAssets(manifest, 'src/missing.tsx')).toThrow('the build manifest has no client entry src/missing.tsx');
  });
});

describe('createIslandPreloads', () => {
  it("preloads a page's own islands with what they import, without what the entry brings on every page", () => {
    const { islandPreloadsFor } = createIslandPreloads(manifest);
    expect(islandPreloadsFor(['src/features/insights/share-button-island.tsx'])).toEqual(['/assets/share-copy-i.js', '/assets/share-h.js']);
    expect(islandPreloadsFor([])).toEqual([]);
    expect(() => islandPreloadsFor(['src/features/x/missing-island.tsx'])).toThrow('the build manifest has no chunk for the island src/features/x/missing-island.tsx');
  });
});
