import { describe, expect, it } from 'vitest';
import { reactChunkName, sharedChunkName } from './shared-chunk';

// A module graph as Rolldown gives it: static imports only.
const graph = (edges: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in edges ? { importedIds: edges[id] } : null),
});

const ENTRY = '/app/src/islands-main.tsx';
const modules = graph({
  [ENTRY]: ['/app/src/islands/hydrate-islands.tsx', '/app/src/start-background-work.ts'],
  '/app/src/islands/hydrate-islands.tsx': ['/app/node_modules/react-dom/client.js', '/app/src/components/layout/site-header.tsx'],
  '/app/src/components/layout/site-header.tsx': ['/app/node_modules/lucide-react/dist/esm/lucide-react.js'],
  '/app/node_modules/lucide-react/dist/esm/lucide-react.js': ['/app/node_modules/lucide-react/dist/esm/icons/menu.js'],
  '/app/src/start-background-work.ts': [],
  '/app/src/features/services/service-detail.tsx': ['/app/src/components/layout/site-header.tsx'],
});

describe('sharedChunkName', () => {
  it("names what the islands entry imports statically, not the islands' plumbing, lucide's icons, or what only other chunks import", () => {
    const name = sharedChunkName(ENTRY, 'site');
    const named = (id: string) => name(id, modules);
    expect(named('/app/node_modules/react-dom/client.js')).toBe('site');
    expect(named('/app/src/components/layout/site-header.tsx')).toBe('site');
    expect(named('/app/src/start-background-work.ts')).toBe('site');
    expect(named(ENTRY)).toBeNull();
    expect(named('/app/src/islands/hydrate-islands.tsx')).toBeNull();
    expect(named('/app/node_modules/lucide-react/dist/esm/icons/menu.js')).toBeNull();
    expect(named('/app/src/features/services/service-detail.tsx')).toBeNull();
  });

  it('says so when the graph does not have the entry (a renamed entry would otherwise leave the chunking to chance)', () => {
    expect(() => sharedChunkName('/app/src/renamed.tsx', 'site')('/app/src/start-background-work.ts', modules)).toThrow(
      'shared chunk: the module graph has no imports of /app/src/renamed.tsx',
    );
  });
});

describe('reactChunkName', () => {
  it("names React, React DOM and React's scheduler, and nothing else", () => {
    const named = reactChunkName('react');
    for (const id of ['/app/node_modules/react/cjs/react.production.js', '/app/node_modules/react/jsx-runtime.js', '/app/node_modules/react-dom/client.js', '/app/node_modules/scheduler/index.js']) {
      expect(named(id), id).toBe('react');
    }
    for (const id of ['/app/node_modules/react-is/index.js', '/app/node_modules/lucide-react/dist/esm/Icon.mjs', '/app/src/react-dom.ts', '/app/node_modules/dexie-react-hooks/dist/index.js']) {
      expect(named(id), id).toBeNull();
    }
  });
});
