import { describe, expect, it } from 'vitest';
import { manifestEntryAssets } from './html-assets.mjs';
import { createIslandPreloads } from './island-preloads.mjs';

// The shape of Vite's build manifest: the entry, the chunks it imports, a page island loaded on demand,
// and the stylesheets, inputs of their own.
const manifest = {
  'src/islands-main.tsx': { file: 'assets/islands-b.js', isEntry: true, imports: ['_react.js', '_chrome.js'] },
  '_react.js': { file: 'assets/react-c.js' },
  '_chrome.js': { file: 'assets/chrome-e.js', imports: ['_react.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-f.js' },
  'src/features/insights/share-button-island.tsx': { file: 'assets/share-h.js', isDynamicEntry: true, imports: ['_react.js', '_icons.js', '_share.js'] },
  '_share.js': { file: 'assets/share-copy-i.js' },
  'src/styles.css': { file: 'assets/styles-a.css', isEntry: true },
  'src/more.css': { file: 'assets/more-x.css', isEntry: true },
};

describe('manifestEntryAssets', () => {
  it("gives the entry's script, every chunk it imports (transitively) to preload, and the stylesheets asked for, in order", () => {
    expect(manifestEntryAssets(manifest, 'src/islands-main.tsx', ['src/styles.css', 'src/more.css'])).toEqual({
      stylesheets: ['/assets/styles-a.css', '/assets/more-x.css'],
      modulePreloads: ['/assets/chrome-e.js', '/assets/icons-f.js', '/assets/react-c.js'],
      scripts: [{ src: '/assets/islands-b.js' }],
    });
  });

  it('says so when the build has no such entry or stylesheet', () => {
    expect(() => manifestEntryAssets(manifest, 'src/missing.tsx')).toThrow('the build manifest has no client entry src/missing.tsx');
    expect(() => manifestEntryAssets(manifest, 'src/islands-main.tsx', ['src/gone.css'])).toThrow('the build manifest has no stylesheet src/gone.css');
  });

  it('stops the build when a chunk imports CSS: it would link the stylesheet into the page as it loads', () => {
    const importing = { ...manifest, '_icons.js': { file: 'assets/icons-f.js', css: ['assets/icons-y.css'] } };
    expect(() => manifestEntryAssets(importing, 'src/islands-main.tsx', ['src/styles.css'])).toThrow('client chunks import CSS (_icons.js)');
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
