/**
 * One chunk for the code every page loads: every module the islands entry imports statically (the
 * shared parts of every page, the site's config), except the islands' own plumbing under src/islands and
 * React (reactChunkName below claims it first). Left to the automatic chunking, which splits by the set
 * of chunks that use each module, that code came apart into a dozen small files as pages gained islands
 * of their own (two islands that share a helper make it a chunk), and each file compresses on its own:
 * +2.3 kB gzip on every page.
 */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const ISLANDS_PLUMBING = /[\\/]src[\\/]islands(?:[\\/]|-main\.tsx$)/;
// lucide-react's index re-exports every icon: followed through it, the closure would hold them all, and the
// group would pull the icons of lazy parts (a service page's) into every page. Icons chunk as Rolldown sees fit.
const BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]/;

/** A chunk-name function for rolldown's codeSplitting groups: `name` for the static imports of `entry` (an absolute path). */
export function sharedChunkName(entry: string, name: string) {
  let closure: Set<string> | undefined;
  function staticClosure(graph: ModuleGraph): Set<string> {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(entry);
    if (seen.size === 1) throw new Error(`shared chunk: the module graph has no imports of ${entry}`);
    return seen;
  }
  return (id: string, graph: ModuleGraph): string | null => {
    closure ??= staticClosure(graph);
    return closure.has(id) && !ISLANDS_PLUMBING.test(id) && !BARREL.test(id) ? name : null;
  };
}

const REACT = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * A chunk-name function for React and React DOM, as a chunk of their own. The islands entry imports React
 * DOM's client only when hydration starts (src/islands/hydrate-islands.tsx), so that its module, the largest
 * of the page's code, runs in a task of its own; left to the automatic chunking, that import would make it
 * two chunks the page does not preload (fetched only then). Grouped with React, which the entry imports
 * statically, it is one file that every page preloads with the entry.
 */
export function reactChunkName(name: string) {
  return (id: string): string | null => (REACT.test(id) ? name : null);
}
