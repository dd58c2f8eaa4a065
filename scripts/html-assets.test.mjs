import { describe, expect, it } from 'vitest';
import { manifestEntryAssets } from './html-assets.mjs';
import { createRoutePreloads } from './route-preloads.mjs';

// The shape of Vite's build manifest: two entries sharing React, and a route chunk only the app loads.
const manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react.js', '_router.js'], css: ['assets/index-a.css'] },
  'src/islands-main.tsx': { file: 'assets/islands-b.js', isEntry: true, imports: ['_react.js', '_chrome.js'] },
  '_react.js': { file: 'assets/react-c.js' },
  '_router.js': { file: 'assets/router-d.js', imports: ['_react.js'] },
  '_chrome.js': { file: 'assets/chrome-e.js', imports: ['_react.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-f.js' },
  'src/routes/privacy.tsx?tsr-split=component': { file: 'assets/privacy-g.js', imports: ['_react.js', '_chrome.js'] },
  'src/features/insights/share-button-island.tsx': { file: 'assets/share-h.js', isDynamicEntry: true, imports: ['_react.js', '_icons.js'] },
};

describe('manifestEntryAssets', () => {
  it("gives the islands entry's script, every chunk it imports (transitively) to preload, and the app's stylesheets", () => {
    expect(manifestEntryAssets(manifest, 'src/islands-main.tsx', ['/assets/index-a.css'])).toEqual({
      stylesheets: ['/assets/index-a.css'],
      modulePreloads: ['/assets/chrome-e.js', '/assets/icons-f.js', '/assets/react-c.js'],
      scripts: [{ src: '/assets/islands-b.js' }],
    });
  });

  it('says so when the build has no such entry', () => {
    expect(() => manifestEntryAssets(manifest, 'src/missing.tsx', [])).toThrow('the build manifest has no client entry src/missing.tsx');
  });
});

describe('createRoutePreloads', () => {
  it("preloads a route's chunks that the router app's entry does not bring, whatever the islands entry brings", () => {
    // _chrome.js comes with the islands entry only: a router page still needs it preloaded for its route.
    expect(createRoutePreloads(manifest, process.cwd()).preloadsFor(['src/routes/privacy.tsx'])).toEqual([
      '/assets/chrome-e.js',
      '/assets/icons-f.js',
      '/assets/privacy-g.js',
    ]);
  });

  it("preloads an islands page's own islands, without what the islands entry brings", () => {
    const { islandPreloadsFor } = createRoutePreloads(manifest, process.cwd());
    expect(islandPreloadsFor(['src/features/insights/share-button-island.tsx'])).toEqual(['/assets/share-h.js']);
    expect(() => islandPreloadsFor(['src/features/x/missing-island.tsx'])).toThrow('the build manifest has no chunk for the island src/features/x/missing-island.tsx');
  });
});
