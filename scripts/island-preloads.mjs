/** The chunks a prerendered page's own islands need, found in Vite's build manifest, as module preload URLs. */

/** Reads manifest entries by source key (paths relative to the project root). */
export function createIslandPreloads(manifest) {
  // A chunk's own file plus every chunk it imports statically.
  function closure(key, into) {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, into);
  }

  // What the entry brings on every page (the document links it and its imports): never preloaded twice.
  const onEveryPage = new Set();
  closure('src/islands-main.tsx', onEveryPage);

  /** Preload URLs for a page's own islands (their source files, `src/features/.../*-island.tsx`), in a stable order. */
  function islandPreloadsFor(islandFiles) {
    const files = new Set();
    for (const key of islandFiles) {
      if (!manifest[key]?.file) throw new Error(`the build manifest has no chunk for the island ${key}`);
      closure(key, files);
    }
    return [...files].filter((file) => !onEveryPage.has(file)).sort().map((file) => `/${file}`);
  }

  return { islandPreloadsFor };
}
